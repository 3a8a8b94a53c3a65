import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { projectRoot } from '../src/config';
import { target } from './harness';

const postgresUrl = process.env.TEST_DATABASE_URL || null;
const runs = target === 'postgres' && postgresUrl;

/**
 * The Dockerfile's steps, run outside Docker (issue #23: this machine has no Docker engine):
 * scripts/dockerfile-steps.mjs follows each stage in a clean folder — `npm ci`, the build,
 * `npm ci --omit=dev`, the copy of dist — then starts the image's CMD in production mode on a fresh
 * PostgreSQL database and waits for /healthz. Once per suite, on the postgres target (it needs
 * PostgreSQL, and it takes about two minutes); skipped by name elsewhere.
 */
(runs ? describe : describe.skip)(
  `Dockerfile steps outside Docker [${runs ? 'postgres' : `${target} — skipped: runs once, on the postgres target with TEST_DATABASE_URL`}]`,
  () => {
    it('installs, builds, installs for production and starts a server that answers /healthz', async () => {
      const name = `ra_docker_${Date.now()}_${randomBytes(3).toString('hex')}`;
      const admin = new Client({ connectionString: postgresUrl! });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(postgresUrl!);
        url.pathname = `/${name}`;
        const result = spawnSync(process.execPath, [path.join(projectRoot(), 'scripts', 'dockerfile-steps.mjs')], {
          cwd: projectRoot(),
          encoding: 'utf8',
          timeout: 540_000,
          env: {
            PATH: process.env.PATH,
            HOME: process.env.HOME,
            DATABASE_URL: url.toString(),
            JWT_SECRET: 'dockerfile-steps-secret-of-length',
            PUBLIC_URL: 'https://residents.example.org',
            ADMIN_EMAIL: 'admin@example.org',
            ADMIN_PASSWORD: 'a-long-admin-password',
            LOG_LEVEL: 'warn',
          },
        });
        expect(result.stderr.split('\n').filter((line) => line.startsWith('dockerfile-steps failed'))).toEqual([]);
        expect(result.status).toBe(0);
        expect(result.stdout).toContain('dockerfile-steps: RUN npm ci --omit=dev');
        expect(result.stdout).toContain('answered /healthz in production mode');
        // Issue #32: the image is Node 24 LTS's and the server runs as its unprivileged `node` user.
        expect(result.stdout).toMatch(/^dockerfile-steps: FROM node:24-slim AS build$/m);
        expect(result.stdout).toMatch(/last stage \(node:24-slim, user node,/);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    }, 600_000);
  },
);
