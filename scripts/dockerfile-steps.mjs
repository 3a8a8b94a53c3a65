#!/usr/bin/env node
/**
 * Runs the Dockerfile's steps outside Docker (issue #23: no Docker engine here, so the image's
 * recipe is proven by following it): each stage gets a clean folder; WORKDIR, ENV, COPY (from the
 * build context without what .dockerignore leaves out, or `--from` an earlier stage) and RUN are
 * carried out as written; then the last stage's CMD is started with the given environment and
 * `/healthz` must answer 200. USER is recorded, not switched to (the machine may have no such
 * user); server/src/dockerfile.test.ts checks it is not root.
 *
 * Usage: node scripts/dockerfile-steps.mjs   (env: DATABASE_URL, JWT_SECRET, … for the start)
 * Exit 0 when every step succeeded and /healthz answered; prints each step.
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The Dockerfile as instructions, continuation lines joined and comments dropped. */
function instructions(text) {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The build context's files: what git tracks, less .dockerignore's top-level names. */
function contextFiles() {
  const ignored = fs
    .readFileSync(path.join(root, '.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim().replace(/\/$/, ''))
    .filter(Boolean);
  return execSync('git ls-files', { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter((file) => file && !ignored.some((name) => file === name || file.startsWith(`${name}/`)));
}

/** Copies `source` (a file or folder) to `target`, making folders as needed. */
function copy(source, target) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.cpSync(source, target, { recursive: true });
}

/** Where an image path (absolute, or relative to the stage's WORKDIR) is in the stage's folder. */
const inStage = (stage, imagePath) => path.join(stage.dir, imagePath.startsWith('/') ? imagePath : path.join(stage.workdir, imagePath));

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function main() {
  const steps = instructions(fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8'));
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-dockerfile-'));
  const stages = new Map();
  let stage = null;
  const files = contextFiles();
  try {
    for (const { keyword, args } of steps) {
      console.log(`dockerfile-steps: ${keyword} ${args}`);
      if (keyword === 'FROM') {
        const name = / AS (\S+)$/i.exec(args)?.[1] ?? `stage${stages.size}`;
        const image = args.split(/\s+/)[0];
        stage = { name, image, dir: fs.mkdtempSync(path.join(base, `${name}-`)), workdir: '/', env: {}, cmd: null, user: null };
        stages.set(name, stage);
      } else if (keyword === 'WORKDIR') {
        stage.workdir = args;
        fs.mkdirSync(path.join(stage.dir, args), { recursive: true });
      } else if (keyword === 'ENV') {
        const [key, ...value] = args.split('=');
        stage.env[key] = value.join('=');
      } else if (keyword === 'COPY') {
        const from = /^--from=(\S+)\s+/.exec(args);
        const [source, target] = (from ? args.slice(from[0].length) : args)
          .split(/\s+/)
          .reduce((acc, word, i, all) => (i === all.length - 1 ? [acc[0], word] : [[...acc[0], word], acc[1]]), [[], '']);
        const into = inStage(stage, target);
        for (const item of source) {
          if (from) copy(inStage(stages.get(from[1]), item), target.endsWith('/') ? path.join(into, path.basename(item)) : into);
          else if (item === '.') for (const file of files) copy(path.join(root, file), path.join(into, file));
          else copy(path.join(root, item), target.endsWith('/') ? path.join(into, path.basename(item)) : into);
        }
      } else if (keyword === 'RUN') {
        // Paths the image names absolutely (e.g. /data) live under the stage's folder here.
        const command = args.replace(/(^|\s)\/(data)\b/g, `$1${stage.dir}/$2`).replace(/chown \S+ /, 'true ');
        // npm takes what the local cache already holds (the same lockfile's tarballs, by integrity) before
        // asking the registry: a slow registry made a CI run's `npm ci --omit=dev` outlast the test's 9 minutes.
        const env = { npm_config_prefer_offline: 'true', ...process.env, ...stage.env };
        execSync(command, { cwd: path.join(stage.dir, stage.workdir), stdio: 'inherit', env });
      } else if (keyword === 'CMD') {
        stage.cmd = JSON.parse(args);
      } else if (keyword === 'USER') {
        stage.user = args;
      }
    }
    const final = stage;
    const port = await freePort();
    const dataDir = path.join(final.dir, 'data');
    fs.mkdirSync(dataDir, { recursive: true });
    const [command, ...commandArgs] = final.cmd;
    const child = spawn(command === 'node' ? process.execPath : command, commandArgs, {
      cwd: path.join(final.dir, final.workdir),
      env: { PATH: process.env.PATH, ...final.env, DATA_DIR: dataDir, ...process.env, NODE_ENV: final.env.NODE_ENV, PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    let answered = false;
    for (let i = 0; i < 120 && !answered && child.exitCode === null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      answered = await fetch(`http://127.0.0.1:${port}/healthz`)
        .then((res) => res.status === 200)
        .catch(() => false);
    }
    child.kill('SIGTERM');
    await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
    if (!answered) throw new Error('the started image did not answer /healthz with 200');
    console.log(
      `dockerfile-steps: ok — the last stage (${final.image}, user ${final.user ?? 'root'}, here on Node ${process.versions.node}) answered /healthz in production mode`,
    );
  } finally {
    fs.rmSync(base, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`dockerfile-steps failed: ${error.message}`);
  process.exit(1);
});
