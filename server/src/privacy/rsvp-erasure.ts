import type { EntityManager } from 'typeorm';

/**
 * Cancels every open RSVP of an address in the caller's transaction — places freed, waitlists
 * promoted, no e-mail to the person being erased (the RSVP module's `cancelAllForEmail`, issue #17).
 * @returns how many RSVPs it cancelled
 */
export type RsvpCanceller = (tx: EntityManager, email: string) => Promise<number>;

/**
 * Cancels every RSVP made with an e-mail address and erases it (issue #19 erasure): `cancel` gives
 * the places back to their events and promotes each waitlist (issue #17), then the rows go, in the
 * caller's transaction.
 * @param email the address as typed; compared in any letter case
 * @returns how many RSVPs were erased
 */
export async function cancelAndEraseRsvps(tx: EntityManager, email: string, cancel: RsvpCanceller): Promise<number> {
  await cancel(tx, email);
  const rows = (await tx.query(`WITH gone AS (DELETE FROM rsvps WHERE lower(email) = lower($1) RETURNING 1) SELECT count(*)::int AS n FROM gone`, [
    email,
  ])) as { n: number }[];
  return rows[0]?.n ?? 0;
}

/**
 * Removes RSVPs cancelled before `cutoff` (issue #19 retention; `rsvps.cancelled_at`, issue #17).
 * @param dryRun count only
 */
export async function removeCancelledRsvps(tx: EntityManager, cutoff: Date, dryRun: boolean): Promise<number> {
  const sql = dryRun
    ? `SELECT count(*)::int AS n FROM rsvps WHERE cancelled_at IS NOT NULL AND cancelled_at < $1`
    : `WITH gone AS (DELETE FROM rsvps WHERE cancelled_at IS NOT NULL AND cancelled_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`;
  const rows = (await tx.query(sql, [cutoff])) as { n: number }[];
  return rows[0]?.n ?? 0;
}
