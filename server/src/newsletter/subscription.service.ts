import { randomBytes } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { newsletterSchema } from '../../../shared/engagement';
import { messages } from '../../../shared/messages';
import type { AuditService } from '../audit';
import type { Actor } from '../common/actor';
import { neutraliseFormula } from '../common/csv-file';
import { UTF8_BOM } from '../members';
import { NotFoundError } from '../common/errors';
import { isUuid } from '../common/ids';
import { pageRequest, type Page } from '../common/pagination';
import { cleanText } from '../common/text';
import { validateInput } from '../common/validation';
import { currentSender } from '../notifications';
import type { OutboxService } from '../notifications';
import { confirmationEmail, confirmUrlOf, unsubscribeMailtoOf, unsubscribeUrlOf, welcomeEmail } from './newsletter-mail';
import { NewsletterSubscriber, SubscriberStatus } from './subscriber.entity';
import { CONFIRMATION_DAYS, CONFIRMATION_INTERVAL_HOURS, subscriberTransitions, type SubscriberTransition } from './subscriber.rules';

/** A new secret for a link: 32 random bytes, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** Tokens are 43 URL-safe characters; anything else cannot exist. */
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/** Dependencies of the subscription service. */
export interface SubscriptionServiceDeps {
  db: DataSource;
  outbox: OutboxService;
  audit: AuditService;
  clock: Clock;
  /** PUBLIC_URL: the start of every link in the e-mails. */
  publicUrl: string;
}

/** Where a subscription stands after a confirm or unsubscribe link was used. */
export interface LinkOutcome {
  /** The subscriber's status now; null when the token names no one. */
  status: SubscriberStatus | null;
  /** True when this call changed it. */
  changed: boolean;
}

/**
 * Newsletter subscriptions with consent (issue #18): double opt-in (pending → confirmed by a button),
 * one-click unsubscribe that works for ever, expiry of unconfirmed sign-ups, the staff list and CSV.
 */
export class SubscriptionService {
  constructor(private readonly deps: SubscriptionServiceDeps) {}

  /**
   * Signs an address up: stored PENDING with its consent record (time, page, wording) and a
   * confirmation e-mail in the same transaction. A pending address asking again gets a fresh consent
   * record and its confirmation again — at most one per 24 hours, so no one can mail-bomb a
   * stranger's inbox. An unsubscribed address asking again is pending again and always gets a new
   * confirmation: only the inbox's owner can unsubscribe (the link is in their mail), so no one else
   * can repeat that, and from pending the 24 hours apply again. A confirmed address is left as it
   * is. The answer is the same in every case, so it tells no one who subscribed.
   * @param page the public page the form was on (consent record), e.g. "/events"
   * @throws ValidationError naming `email` when it is missing or malformed
   */
  async subscribe(email: string, page: string | null | undefined, now: Date = this.deps.clock.now()): Promise<boolean> {
    const values = await validateInput(newsletterSchema, { email });
    const consentPage = cleanConsentPage(page);
    const wording = messages.newsletter.consentWording;
    const confirmToken = newToken();
    await this.deps.db.transaction(async (tx) => {
      const [inserted] = (await tx.query(
        `INSERT INTO newsletter_subscribers (email, status, consent_at, consent_page, consent_wording, confirm_token, unsubscribe_token, confirmation_sent_at, confirmed_at, created_at)
         VALUES ($1, 'PENDING', $2, $3, $4, $5, $6, $2, NULL, $2)
         ON CONFLICT (lower(email)) DO NOTHING RETURNING confirm_token`,
        [values.email, now, consentPage, wording, confirmToken, newToken()],
      )) as { confirm_token: string }[];
      let token = inserted?.confirm_token;
      if (!token) {
        // Unsubscribed: re-subscribing starts the double opt-in over with a new link, sent now.
        // Pending: the same link again, unless it went out in the last 24 hours.
        const [rows] = (await tx.query(
          `WITH target AS (
             SELECT id, status,
                    (confirmation_sent_at IS NULL OR confirmation_sent_at <= $2::timestamptz - make_interval(hours => $6)) AS due
               FROM newsletter_subscribers WHERE lower(email) = lower($1) AND status IN ('PENDING', 'UNSUBSCRIBED') FOR UPDATE)
           UPDATE newsletter_subscribers s
              SET status = 'PENDING', consent_at = $2, consent_page = $3, consent_wording = $4,
                  confirm_token = CASE WHEN t.status = 'PENDING' AND s.confirm_token IS NOT NULL THEN s.confirm_token ELSE $5 END,
                  confirmation_sent_at = $2
             FROM target t
            WHERE s.id = t.id AND (t.status = 'UNSUBSCRIBED' OR t.due)
          RETURNING s.confirm_token`,
          [values.email, now, consentPage, wording, confirmToken, CONFIRMATION_INTERVAL_HOURS],
        )) as [{ confirm_token: string }[], number];
        token = rows[0]?.confirm_token;
      }
      if (token) await this.deps.outbox.enqueue(tx, confirmationEmail(values.email, confirmUrlOf(this.deps.publicUrl, token)));
    });
    return true;
  }

  /**
   * Whether an address is subscribed (confirmed) to the newsletter, for the member area (issue #21).
   * @param email matched case-insensitively
   */
  async isSubscribed(email: string): Promise<boolean> {
    const rows = (await this.deps.db.query(`SELECT 1 FROM newsletter_subscribers WHERE lower(email) = lower($1) AND status = 'CONFIRMED'`, [
      email,
    ])) as unknown[];
    return rows.length > 0;
  }

  /**
   * The member area's switch (issue #21). A signed-in member's address is proven (they opened a
   * link sent to it), so switching on confirms at once, with a consent record (now, /members, the
   * wording) and the welcome e-mail; switching off unsubscribes at once. Switching to where it is changes nothing.
   * @param email the signed-in member's address
   * @returns whether the address is now subscribed
   */
  async setForMember(email: string, subscribed: boolean, now: Date = this.deps.clock.now()): Promise<boolean> {
    await this.deps.db.transaction(async (tx) => {
      if (!subscribed) {
        await tx.query(
          `UPDATE newsletter_subscribers SET status = 'UNSUBSCRIBED', unsubscribed_at = $2 WHERE lower(email) = lower($1) AND status IN ('PENDING', 'CONFIRMED')`,
          [email, now],
        );
        return;
      }
      const rows = (await tx.query(
        `INSERT INTO newsletter_subscribers AS s (email, status, consent_at, consent_page, consent_wording, confirm_token, unsubscribe_token, confirmation_sent_at, confirmed_at, created_at)
         VALUES ($1, 'CONFIRMED', $2, '/members', $3, NULL, $4, NULL, $2, $2)
         ON CONFLICT (lower(email)) DO UPDATE
            SET status = 'CONFIRMED', consent_at = $2, consent_page = '/members', consent_wording = $3, confirm_token = NULL, confirmed_at = $2
          WHERE s.status <> 'CONFIRMED'
         RETURNING email, unsubscribe_token`,
        [email, now, messages.newsletter.consentWording, newToken()],
      )) as { email: string; unsubscribe_token: string }[];
      if (rows[0]) await this.welcome(tx, rows[0]);
    });
    return subscribed;
  }

  /**
   * The honeypot's answer to a sign-up (issue #16 item 10): validated like a real one, nothing stored.
   * @throws ValidationError as `subscribe`
   */
  async subscribeDecoy(email: string): Promise<boolean> {
    await validateInput(newsletterSchema, { email });
    return true;
  }

  /**
   * The confirm page's button (a POST): pending → confirmed and a welcome e-mail, in one
   * transaction. Pressing it again answers CONFIRMED without a second e-mail. A link older than
   * 7 days, or one whose sign-up expired, names no one.
   */
  async confirm(token: string, now: Date = this.deps.clock.now()): Promise<LinkOutcome> {
    return this.apply(subscriberTransitions.confirm, token, now, (tx, row) => this.welcome(tx, row));
  }

  /** Queues the welcome e-mail of a newly confirmed subscriber, with their unsubscribe link and List-Unsubscribe. */
  private async welcome(tx: import('typeorm').EntityManager, row: { email: string; unsubscribe_token: string }): Promise<void> {
    const sender = await currentSender(tx);
    await this.deps.outbox.enqueue(
      tx,
      welcomeEmail(row.email, unsubscribeUrlOf(this.deps.publicUrl, row.unsubscribe_token), unsubscribeMailtoOf(sender.email, row.unsubscribe_token)),
    );
  }

  /**
   * Unsubscribes at once (the page's button, or an RFC 8058 one-click POST): pending or confirmed →
   * unsubscribed. The token works for ever; unsubscribing twice is fine. A well-formed token that
   * names no one (the address was removed on request) answers UNSUBSCRIBED too: the address gets
   * no newsletter, which is what the person asks; only a malformed token answers null.
   */
  async unsubscribe(token: string, now: Date = this.deps.clock.now()): Promise<LinkOutcome> {
    const outcome = await this.apply(subscriberTransitions.unsubscribe, token, now);
    return outcome.status === null && TOKEN.test(token) ? { status: SubscriberStatus.UNSUBSCRIBED, changed: false } : outcome;
  }

  /** Applies a transition with one conditional UPDATE (one winner in a race), then `after` in the same transaction. */
  private async apply(
    transition: SubscriberTransition,
    token: string,
    now: Date,
    after?: (tx: import('typeorm').EntityManager, row: { email: string; unsubscribe_token: string }) => Promise<void>,
  ): Promise<LinkOutcome> {
    if (typeof token !== 'string' || !TOKEN.test(token)) return { status: null, changed: false };
    // A confirmation link lasts CONFIRMATION_DAYS from the last confirmation e-mail.
    const fresh =
      transition.token === 'confirm_token' ? `AND confirmation_sent_at > $4::timestamptz - make_interval(days => ${CONFIRMATION_DAYS})` : '';
    return this.deps.db.transaction(async (tx) => {
      const [rows] = (await tx.query(
        `UPDATE newsletter_subscribers SET status = $2, ${transition.stamps} = $4
          WHERE ${transition.token} = $1 AND status = ANY($3) ${fresh}
        RETURNING email, unsubscribe_token`,
        [token, transition.to, transition.from, now],
      )) as [{ email: string; unsubscribe_token: string }[], number];
      if (rows[0]) {
        await after?.(tx, rows[0]);
        return { status: transition.to, changed: true };
      }
      const [current] = (await tx.query(`SELECT status FROM newsletter_subscribers WHERE ${transition.token} = $1`, [token])) as {
        status: SubscriberStatus;
      }[];
      // An expired confirmation link names no one; a used one answers where the subscriber is now.
      if (!current || (transition.token === 'confirm_token' && current.status === SubscriberStatus.PENDING)) return { status: null, changed: false };
      return { status: current.status, changed: false };
    });
  }

  /**
   * The daily job: sign-ups never confirmed within CONFIRMATION_DAYS of their last confirmation
   * e-mail expire. A new address is deleted (no consent, so nothing to keep); a former subscriber
   * who signed up again is unsubscribed again, as before, so the unsubscribe link in the
   * newsletters they received keeps naming them.
   * @returns how many expired
   */
  async expirePending(now: Date = this.deps.clock.now()): Promise<number> {
    const expired = `status = 'PENDING' AND coalesce(confirmation_sent_at, created_at) <= $1::timestamptz - make_interval(days => $2)`;
    return this.deps.db.transaction(async (tx) => {
      const [, reverted] = (await tx.query(
        `UPDATE newsletter_subscribers SET status = 'UNSUBSCRIBED', confirm_token = NULL WHERE ${expired} AND unsubscribed_at IS NOT NULL`,
        [now, CONFIRMATION_DAYS],
      )) as [unknown, number];
      const [, deleted] = (await tx.query(`DELETE FROM newsletter_subscribers WHERE ${expired}`, [now, CONFIRMATION_DAYS])) as [unknown, number];
      return reverted + deleted;
    });
  }

  /** Staff: subscribers newest first, optionally of one status. */
  async list(page?: number, limit?: number, status?: SubscriberStatus | null): Promise<Page<NewsletterSubscriber>> {
    const request = pageRequest(page, limit);
    const [items, total] = await this.deps.db.getRepository(NewsletterSubscriber).findAndCount({
      where: status ? { status } : {},
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: request.offset,
      take: request.limit,
    });
    return { items, total, page: request.page, limit: request.limit };
  }

  /** How many addresses are in each state. */
  async counts(): Promise<Record<SubscriberStatus, number>> {
    const rows = (await this.deps.db.query(`SELECT status, count(*)::int AS n FROM newsletter_subscribers GROUP BY status`)) as {
      status: SubscriberStatus;
      n: number;
    }[];
    const counts = { PENDING: 0, CONFIRMED: 0, UNSUBSCRIBED: 0 };
    for (const row of rows) counts[row.status] = row.n;
    return counts;
  }

  /**
   * Staff: removes an address and its consent record on the person's request (audited; the
   * entry keeps no address, only that a subscriber was removed).
   * @throws NotFoundError
   */
  async remove(actor: Actor, id: string): Promise<boolean> {
    if (!isUuid(id)) throw new NotFoundError('Subscriber');
    await this.deps.db.transaction(async (tx) => {
      const [, deleted] = (await tx.query(`DELETE FROM newsletter_subscribers WHERE id = $1`, [id])) as [unknown, number];
      if (!deleted) throw new NotFoundError('Subscriber');
      await this.deps.audit.record(tx, actor, 'delete', 'newsletter-subscriber', id, { removed: true }, null);
    });
    return true;
  }

  /**
   * Staff: every subscriber as CSV (Email, Status, Subscribed, Consent given, Consent page, Consent
   * wording, Confirmed, Unsubscribed; times in the association's zone), formula-looking cells
   * neutralised; the file is named after the association's today.
   */
  async csv(): Promise<{ filename: string; content: string; rows: number }> {
    const { clock } = this.deps;
    const all = await this.deps.db.getRepository(NewsletterSubscriber).find({ order: { createdAt: 'ASC', id: 'ASC' } });
    const at = (date: Date | null) => (date ? `${clock.isoDay(date)} ${clock.formatTime(date)}` : '');
    const content =
      UTF8_BOM +
      stringify(
        [
          ['Email', 'Status', 'Subscribed', 'Consent given', 'Consent page', 'Consent wording', 'Confirmed', 'Unsubscribed'],
          ...all.map((s) => [
            neutraliseFormula(s.email),
            s.status,
            at(s.createdAt),
            at(s.consentAt),
            neutraliseFormula(s.consentPage ?? ''),
            neutraliseFormula(s.consentWording ?? ''),
            at(s.confirmedAt),
            at(s.unsubscribedAt),
          ]),
        ],
        { record_delimiter: 'windows' },
      );
    return { filename: `newsletter-subscribers-${clock.today()}.csv`, content, rows: all.length };
  }
}

/** The page of a consent record: a site path of at most 200 characters, else "/". */
function cleanConsentPage(page: string | null | undefined): string {
  const path = cleanText(page ?? '');
  return /^\/[^\s]{0,199}$/.test(path) && !path.startsWith('//') ? path : '/';
}
