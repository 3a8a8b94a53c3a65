import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../src/config';
import { describeDb } from './harness';

const entry = path.join(projectRoot(), 'dist', 'server', 'src', 'index.js');

/**
 * The built entry point as `npm start` runs it. An integration test because it needs the build
 * (the unit tier runs from source: `npm run test:unit`, issue #23); it opens no database, so the
 * same file on the postgres target checks nothing more and is quick.
 */
describeDb('server entry point (built by `npm run build:server`)', () => {
  it('refuses to start in production without JWT_SECRET, naming the variable', () => {
    expect(fs.existsSync(entry)).toBe(true);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-prod-'));
    const result = spawnSync(process.execPath, [entry], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('JWT_SECRET is required when NODE_ENV=production');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
