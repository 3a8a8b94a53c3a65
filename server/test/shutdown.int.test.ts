import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { projectRoot } from '../src/config';
import { staff } from './factories';
import { describeDb, target } from './harness';
import { startServerBehindProxy, type ServerBehindProxy } from './tcp-proxy';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeDb('graceful shutdown', () => {
  let rig: ServerBehindProxy;
  afterAll(async () => {
    await rig?.stop(true);
  });

  it('finishes the request in flight, refuses new connections, closes WebSockets with 1001 and a reason', async () => {
    rig = await startServerBehindProxy();
    const { server, proxy } = rig;
    const { token } = await staff(server.services);
    // A subscriber with a live subscription, listening for the close frame.
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    await new Promise((resolve) => ws.on('open', resolve));
    ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${token}` } }));
    await new Promise((resolve) => ws.once('message', resolve)); // connection_ack
    ws.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { memberChanged { action } }' } }));

    // Every database answer now takes 1.5 s: the next query is in flight when the stop begins.
    proxy.setLatency(1500);
    const inFlight = fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ publicStats { activeMembers } }' }),
    });
    await sleep(300);
    const stopped = server.stop();
    await sleep(300);
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow(); // no new connections
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ data: { publicStats: { activeMembers: expect.any(Number) } } });
    await stopped;
    expect(await closed).toEqual({ code: 1001, reason: 'Server shutting down' });
  }, 60_000);

  // The signal handler of `npm start`: the built server, as a process.
  if (target === 'embedded')
    it('exits with 0 on SIGTERM after logging the shutdown (built server, embedded database)', async () => {
      const entry = path.join(projectRoot(), 'dist', 'server', 'src', 'index.js');
      if (!fs.existsSync(entry)) throw new Error(`${entry} is missing: run npm run build:server (npm test does)`);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ra-sigterm-'));
      const child = spawn(process.execPath, [entry], {
        env: { PATH: process.env.PATH, PORT: '0', DATA_DIR: dataDir, EMBEDDED_MEMORY: '1', SEED: '0', DEMO: '0', LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const lines: { msg?: string; url?: string }[] = [];
      child.stdout.on('data', (chunk: Buffer) => {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          try {
            lines.push(JSON.parse(line) as { msg?: string });
          } catch {
            // not a log line
          }
        }
      });
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      try {
        for (let i = 0; i < 300 && !lines.some((l) => l.url); i += 1) await sleep(100);
        const url = lines.find((l) => l.url)?.url;
        expect(url).toBeDefined();
        expect((await fetch(`${url}/healthz`)).status).toBe(200);
        const signalled = Date.now();
        child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(Date.now() - signalled).toBeLessThan(10_000);
        expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
      } finally {
        child.kill('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }, 60_000);
});
