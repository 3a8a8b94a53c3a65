import type { DataSource } from 'typeorm';
import type { DeliveryStatus } from './issue.entity';

/**
 * Group commit of accepted copies: each worker waits until its own copy is recorded SENT (or KEPT),
 * and the copies accepted while one UPDATE runs are recorded together by the next — one statement
 * per round instead of one per copy, with the same guarantee for each.
 */
export class AcceptedMarks {
  private pending: { id: string; resolve(): void; reject(error: unknown): void }[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Pick<DataSource, 'query'>,
    private readonly status: () => DeliveryStatus,
  ) {}

  /** Records a copy the mail server accepted; resolves once it is in the database. */
  mark(id: string): Promise<void> {
    const recorded = new Promise<void>((resolve, reject) => this.pending.push({ id, resolve, reject }));
    this.flushing ??= this.flush();
    return recorded;
  }

  private async flush(): Promise<void> {
    while (this.pending.length) {
      const group = this.pending.splice(0);
      try {
        await this.db.query(`UPDATE newsletter_deliveries SET status = $2, sent_at = now(), error = NULL WHERE id = ANY($1) AND status = 'SENDING'`, [
          group.map((mark) => mark.id),
          this.status(),
        ]);
        for (const mark of group) mark.resolve();
      } catch (error) {
        for (const mark of group) mark.reject(error);
      }
    }
    // Cleared in the same turn as the last check, so a mark arriving now starts a new flush.
    this.flushing = null;
  }
}

/**
 * Group claim for one run: the workers waiting for a copy at the same moment are served by one
 * UPDATE claiming as many copies as there are waiting workers, each copy handed straight to one of
 * them — so, as with a claim per worker, every claimed copy is in a worker's hands (one statement
 * per round instead of one per copy).
 */
export class ClaimRounds {
  private waiting: { resolve(copy: ClaimedCopy | null): void; reject(error: unknown): void }[] = [];
  private claiming: Promise<void> | null = null;

  constructor(private readonly claim: (count: number) => Promise<ClaimedCopy[]>) {}

  /** The next copy for a worker, or null when none is left to claim. */
  next(): Promise<ClaimedCopy | null> {
    const copy = new Promise<ClaimedCopy | null>((resolve, reject) => this.waiting.push({ resolve, reject }));
    this.claiming ??= this.round();
    return copy;
  }

  private async round(): Promise<void> {
    while (this.waiting.length) {
      const group = this.waiting.splice(0);
      try {
        const copies = await this.claim(group.length);
        group.forEach((worker, i) => worker.resolve(copies[i] ?? null));
      } catch (error) {
        for (const worker of group) worker.reject(error);
      }
    }
    this.claiming = null;
  }
}

/** A claimed copy. */
export interface ClaimedCopy {
  id: string;
  email: string;
  unsubscribe_token: string;
  attempts: number;
  /** The claim's time as the database wrote it (text, exact to the microsecond): only this claim may release the copy. */
  claim: string;
}
