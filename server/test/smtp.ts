import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A message as the test SMTP server received it: the envelope and the parsed e-mail. */
export interface ReceivedMail {
  /** RCPT TO addresses, as sent. */
  envelopeTo: string[];
  /** RCPT TO addresses, lower-cased. */
  to: string[];
  subject: string;
  /** The plain-text part ('' when none). */
  text: string;
  parsed: ParsedMail;
  /** The raw message as sent on the wire. */
  raw: string;
}

/** A real SMTP server for tests (smtp-server + mailparser): never a mock transport. */
export interface TestSmtpServer {
  /** SMTP_URL for the server under test, e.g. smtp://127.0.0.1:40123. */
  url: string;
  /** Every message received so far, in order. */
  messages: ReceivedMail[];
  /** The same list as `messages`. */
  received: ReceivedMail[];
  /** Messages whose envelope includes `address` (case-insensitive). */
  to(address: string): ReceivedMail[];
  /**
   * Waits until `count` messages match `predicate` (polling every 50 ms).
   * @throws Error after `timeoutMs` (default 15 s), naming what was received
   */
  waitFor(predicate: (mail: ReceivedMail) => boolean, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /**
   * Waits for the first message to `address` (case-insensitive) that also matches `filter`.
   * @throws Error after `timeoutMs` (default 15 s)
   */
  waitFor(address: string, filter?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Makes the server refuse messages to `address` with a 550 (a permanent failure) until `accept`. */
  reject(address: string, reason?: string): void;
  /** Accepts messages to `address` again after `reject`. */
  accept(address: string): void;
  /** Waits this long before accepting each message from now on (0: at once), e.g. to watch a send's progress. */
  slowDown(ms: number): void;
  close(): Promise<void>;
  /** The same as `close`. */
  stop(): Promise<void>;
}

/** Options of the test SMTP server. */
export interface TestSmtpOptions {
  /** Milliseconds to wait before accepting each message (default 0); `slowDown` changes it later. */
  delayMs?: number;
}

/**
 * Starts an SMTP server on a free port of 127.0.0.1, without TLS or authentication, that parses
 * and keeps every message it accepts.
 * @param options e.g. `{ delayMs: 500 }` for a slow mail server
 */
export async function startSmtpServer(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  let delayMs = options.delayMs ?? 0;
  const rejected = new Map<string, string>();
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 20 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      const reason = rejected.get(address.address.toLowerCase());
      if (reason) {
        const error = new Error(reason) as Error & { responseCode: number };
        error.responseCode = 550;
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        const wait = delayMs > 0 ? new Promise((resolve) => setTimeout(resolve, delayMs)) : Promise.resolve();
        wait
          .then(() => simpleParser(raw))
          .then((parsed) => {
            const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
            messages.push({
              envelopeTo,
              to: envelopeTo.map((a) => a.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              parsed,
              raw: raw.toString('utf8'),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));
  const poll = async (found: () => ReceivedMail[], enough: number, timeoutMs: number, what: string): Promise<ReceivedMail[]> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const matches = found();
      if (matches.length >= enough) return matches;
      if (Date.now() > deadline) {
        const seen = messages.map((m) => `${m.envelopeTo.join(',')}: ${m.subject}`).join('; ');
        throw new Error(`waited ${timeoutMs} ms for ${what}; received: ${seen || 'none'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  function waitFor(predicate: (mail: ReceivedMail) => boolean, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  function waitFor(address: string, filter?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  async function waitFor(
    target: string | ((mail: ReceivedMail) => boolean),
    second?: number | ((mail: ReceivedMail) => boolean),
    timeoutMs = 15_000,
  ): Promise<ReceivedMail[] | ReceivedMail> {
    if (typeof target === 'function') {
      const count = typeof second === 'number' ? second : 1;
      return poll(() => messages.filter(target), count, timeoutMs, `${count} message(s)`);
    }
    const filter = typeof second === 'function' ? second : () => true;
    const [first] = await poll(() => to(target).filter(filter), 1, timeoutMs, `an e-mail to ${target}`);
    return first;
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    received: messages,
    to,
    waitFor,
    reject(address, reason = 'Mailbox unavailable') {
      rejected.set(address.toLowerCase(), reason);
    },
    close,
    stop: close,
    accept(address) {
      rejected.delete(address.toLowerCase());
    },
    slowDown(ms) {
      delayMs = Math.max(0, ms);
    },
  };
}

/**
 * The first absolute link in a text whose path starts with `pathPrefix`, e.g. "/admin/accept-invite/".
 * @throws Error when there is none
 */
export function linkIn(text: string, pathPrefix: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[/]/g, '\\/')}[^\\s]+`));
  if (!match) throw new Error(`no ${pathPrefix} link in: ${text}`);
  return match[0];
}
