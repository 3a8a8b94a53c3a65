import type { EntityManager } from 'typeorm';

/**
 * Cancels every RSVP made with an e-mail address and erases it (issue #19 erasure): the places it
 * held are given back to its event, then the row is deleted, in the caller's transaction.
 *
 * The one place erasure touches RSVPs, so that the RSVP module's own `cancelAllForEmail(tx, email, …)`
 * (waitlist promotion included) replaces this body when it lands; until then places are freed as
 * the RSVP code takes them (`events.current_attendees`).
 * @param email lower-case address
 * @returns how many RSVPs were cancelled and erased
 */
export async function cancelAndEraseRsvps(tx: EntityManager, email: string): Promise<number> {
  const rows = (await tx.query(
    `WITH gone AS (DELETE FROM rsvps WHERE lower(email) = $1 RETURNING event_id, attendees),
          freed AS (SELECT event_id, sum(attendees)::int AS places FROM gone GROUP BY event_id),
          events_updated AS (
            UPDATE events e SET current_attendees = greatest(0, e.current_attendees - freed.places)
              FROM freed WHERE e.id = freed.event_id RETURNING e.id)
     SELECT count(*)::int AS n FROM gone`,
    [email],
  )) as { n: number }[];
  return rows[0]?.n ?? 0;
}

/**
 * Removes RSVPs cancelled before `cutoff` (issue #19 retention). RSVPs have no cancelled state yet
 * (cancelling is being built with the waitlist); until the `rsvps` table has a `cancelled_at`
 * column this removes and counts nothing, and once it has one it works unchanged.
 * @param dryRun count only
 */
export async function removeCancelledRsvps(tx: EntityManager, cutoff: Date, dryRun: boolean): Promise<number> {
  const [column] = (await tx.query(
    `SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'rsvps' AND column_name = 'cancelled_at'`,
  )) as unknown[];
  if (!column) return 0;
  const sql = dryRun
    ? `SELECT count(*)::int AS n FROM rsvps WHERE cancelled_at IS NOT NULL AND cancelled_at < $1`
    : `WITH gone AS (DELETE FROM rsvps WHERE cancelled_at IS NOT NULL AND cancelled_at < $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`;
  const rows = (await tx.query(sql, [cutoff])) as { n: number }[];
  return rows[0]?.n ?? 0;
}
