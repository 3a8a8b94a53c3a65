import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server received, parsed by mailparser. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  parsed: ParsedMail;
}

/** A real SMTP server on a free local port that keeps every message it receives. */
export interface TestSmtpServer {
  /** `smtp://127.0.0.1:{port}` for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /**
   * Waits until a message to `address` (ignoring case) arrives, optionally also matching `filter`.
   * @throws when none arrives within `timeoutMs`
   */
  waitFor(address: string, filter?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

/**
 * Starts an SMTP server (smtp-server) that accepts every message without TLS or sign-in and parses
 * it (mailparser), so tests read what a real mail client would (issue #20 e-mails).
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            parsed,
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const find = (address: string, filter?: (mail: ReceivedMail) => boolean) =>
    received.find((m) => m.to.includes(address.toLowerCase()) && (!filter || filter(m)));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(address, filter, timeoutMs = 10_000) {
      const found = find(address, filter);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const mail = find(address, filter);
          if (!mail) return;
          clearTimeout(timer);
          waiters.delete(wake);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no e-mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first absolute link in a text whose path starts with `pathPrefix`, e.g. "/admin/accept-invite/". */
export function linkIn(text: string, pathPrefix: string): string {
  const match = text.match(new RegExp(`https?://[^\\s]+${pathPrefix.replace(/[/]/g, '\\/')}[^\\s]+`));
  if (!match) throw new Error(`no ${pathPrefix} link in: ${text}`);
  return match[0];
}
