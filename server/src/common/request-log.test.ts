import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { createLogger } from './logger';
import { requestLog } from './request-log';

interface Line {
  level: number;
  msg: string;
  req?: { id?: string; method?: string; url?: string; headers?: Record<string, unknown> };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string };
}

/** A server whose only middleware is the request log, then `handle`; lines are read back as JSON. */
async function serve(level: 'info' | 'warn', handle: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter(Boolean)
          .map((text) => JSON.parse(text) as Line),
      );
      done();
    },
  });
  const log = createLogger({ logLevel: level }, sink);
  let made = 0;
  const middleware = requestLog(log, { genReqId: () => `id-${++made}`, ignore: (req) => req.url === '/healthz' });
  const server = http.createServer((req, res) => middleware(req, res, () => handle(req, res)));
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    await (await fetch(`${url}${path}`, { headers })).text();
    await new Promise((resolve) => setTimeout(resolve, 50)); // the line is written once the answer has finished
  };
  return { lines, get, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('requestLog (issue #16 item 4, issue #24)', () => {
  it('writes one line per request at info with the request (id, method, URL without secrets, headers without cookies), the status and the time', async () => {
    const s = await serve('info', (_req, res) => res.end('ok'));
    try {
      await s.get('/rsvp/secret-token?token=abc&page=2', { cookie: 'ra_refresh=x.secret' });
      expect(s.lines).toHaveLength(1);
      const [line] = s.lines;
      expect(line).toMatchObject({
        level: 30,
        msg: 'request completed',
        req: { id: 'id-1', method: 'GET', url: '/rsvp/[redacted]?token=[redacted]&page=2' },
      });
      expect(line.req?.headers?.cookie).toBe('[redacted]');
      expect(line.res?.statusCode).toBe(200);
      expect(typeof line.responseTime).toBe('number');
    } finally {
      await s.close();
    }
  });

  it('logs a 5xx answer as "request errored" with an error', async () => {
    const s = await serve('info', (_req, res) => {
      res.statusCode = 503;
      res.end();
    });
    try {
      await s.get('/readyz');
      expect(s.lines).toEqual([
        expect.objectContaining({
          msg: 'request errored',
          res: expect.objectContaining({ statusCode: 503 }),
          err: expect.objectContaining({ message: 'failed with status code 503' }),
        }),
      ]);
    } finally {
      await s.close();
    }
  });

  it('binds the request to what is logged through req.log, and writes no completion line for ignored paths', async () => {
    const s = await serve('info', (req, res) => {
      req.log.warn({ step: 1 }, 'something to look at');
      res.end();
    });
    try {
      await s.get('/healthz');
      expect(s.lines).toEqual([
        expect.objectContaining({ level: 40, msg: 'something to look at', req: expect.objectContaining({ id: 'id-1', url: '/healthz' }) }),
      ]);
    } finally {
      await s.close();
    }
  });

  it('above info writes no request lines, but still binds the request to warnings', async () => {
    const s = await serve('warn', (req, res) => {
      if (req.url === '/warn') req.log.warn('odd');
      res.end();
    });
    try {
      await s.get('/quiet');
      await s.get('/warn');
      expect(s.lines).toEqual([expect.objectContaining({ msg: 'odd', req: expect.objectContaining({ id: 'id-2', url: '/warn' }) })]);
    } finally {
      await s.close();
    }
  });
});
