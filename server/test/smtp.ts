import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

/** A message as the test SMTP server received it: the envelope and the parsed e-mail. */
export interface ReceivedMail {
  /** RCPT TO addresses. */
  envelopeTo: string[];
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
  /** Messages whose envelope includes `address` (case-insensitive). */
  to(address: string): ReceivedMail[];
  /**
   * Waits until `count` messages match `predicate` (polling every 50 ms).
   * @throws Error after `timeoutMs` (default 15 s), naming what was received
   */
  waitFor(predicate: (mail: ReceivedMail) => boolean, count?: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  /** Makes the server refuse messages to `address` with a 550 (a permanent failure) until cleared. */
  reject(address: string, reason?: string): void;
  /** Accepts messages to `address` again after `reject`. */
  accept(address: string): void;
  close(): Promise<void>;
}

/**
 * Starts an SMTP server on a free port of 127.0.0.1, without TLS or authentication, that parses
 * and keeps every message it accepts.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
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
        simpleParser(raw)
          .then((parsed) => {
            messages.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), parsed, raw: raw.toString('utf8') });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const to = (address: string) => messages.filter((m) => m.envelopeTo.some((a) => a.toLowerCase() === address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to,
    async waitFor(predicate, count = 1, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.filter(predicate);
        if (found.length >= count) return found;
        if (Date.now() > deadline) {
          const seen = messages.map((m) => `${m.envelopeTo.join(',')}: ${m.parsed.subject ?? ''}`).join('; ');
          throw new Error(`waited ${timeoutMs} ms for ${count} message(s); received: ${seen || 'none'}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    reject(address, reason = 'Mailbox unavailable') {
      rejected.set(address.toLowerCase(), reason);
    },
    accept(address) {
      rejected.delete(address.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
