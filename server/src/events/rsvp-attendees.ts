import { stringify } from 'csv-stringify/sync';
import type { Clock } from '../../../shared/clock';
import type { DataSource } from 'typeorm';
import { neutraliseFormula } from '../common/csv-file';
import { assertFreeTextLengths } from '../common/free-text';
import { likePattern } from '../common/like-pattern';
import { pageRequest, type Page } from '../common/pagination';
import type { Event } from '../content';
import { Rsvp, type RsvpStatus } from './rsvp.entity';
import { eventById } from './rsvp-places';

/** Filters of the staff attendees list. */
export interface AttendeeFilter {
  status?: RsvpStatus | null;
  search?: string | null;
}

/** The staff attendees list: a page of RSVPs and the event's figures. */
export interface AttendeeList extends Page<Rsvp> {
  event: Event;
  goingPlaces: number;
  waitlistedPlaces: number;
  checkedIn: number;
  /** GOING RSVPs (parties), whatever the filters. */
  goingParties: number;
}

/** What the attendees list and CSV read. */
export interface AttendeesDeps {
  db: DataSource;
  clock: Clock;
}

/** The CSV's columns, in order. */
export const ATTENDEE_CSV_HEADER = ['Name', 'Email', 'Party', 'Status', 'Waitlist position', 'Comments', 'RSVP time', 'Checked in'];

/**
 * The attendees CSV's text (pure): UTF-8 with a byte-order mark (so spreadsheet programs read
 * accents), Windows line ends, formula-looking cells neutralised, times in the association's zone.
 * @param rows RSVPs with their waitlist positions, in the list's order
 */
export function attendeesCsvText(rows: readonly Rsvp[], clock: Clock): string {
  const when = (d: Date | null) => (d ? `${clock.isoDay(d)} ${clock.formatTime(d)}` : '');
  const content = stringify(
    [
      ATTENDEE_CSV_HEADER,
      ...rows.map((r) => [
        neutraliseFormula(r.name),
        neutraliseFormula(r.email ?? ''),
        String(r.attendees),
        r.status,
        r.waitlistPosition ? String(r.waitlistPosition) : '',
        neutraliseFormula(r.comments ?? ''),
        when(r.createdAt),
        when(r.checkedInAt),
      ]),
    ],
    { record_delimiter: 'windows' },
  );
  return `\uFEFF${content}`;
}

/** Staff's attendees list of an event and its CSV (issue #17). */
export class Attendees {
  constructor(private readonly deps: AttendeesDeps) {}

  /**
   * Staff: an event's RSVPs, waitlist first by position then by RSVP time, with the event's figures.
   * @throws NotFoundError for an unknown event; ValidationError for a bad page or limit
   */
  async attendees(eventId: string, filter: AttendeeFilter, page?: number, limit?: number): Promise<AttendeeList> {
    assertFreeTextLengths({ search: filter.search });
    const request = pageRequest(page, limit);
    const event = await eventById(this.deps.db, eventId);
    const query = this.deps.db
      .getRepository(Rsvp)
      .createQueryBuilder('r')
      .where('r.eventId = :id', { id: event.id })
      .addSelect(
        `CASE WHEN r.status = 'waitlisted' THEN (SELECT count(*) FROM rsvps w WHERE w.event_id = r.event_id AND w.status = 'waitlisted' AND w.waitlist_seq <= r.waitlist_seq) END`,
        'position',
      );
    if (filter.status) query.andWhere('r.status = :status', { status: filter.status });
    const search = filter.search?.trim();
    if (search) query.andWhere('(r.name ILIKE :s OR r.email ILIKE :s OR r.comments ILIKE :s)', { s: likePattern(search) });
    const total = await query.getCount();
    const { entities, raw } = await query
      .orderBy(`CASE r.status WHEN 'going' THEN 0 WHEN 'waitlisted' THEN 1 ELSE 2 END`)
      .addOrderBy('r.waitlistSeq', 'ASC', 'NULLS LAST')
      .addOrderBy('r.createdAt', 'ASC')
      .addOrderBy('r.id')
      .offset(request.offset)
      .limit(request.limit)
      .getRawAndEntities<{ position: string | null }>();
    entities.forEach((e, i) => (e.waitlistPosition = raw[i]?.position ? Number(raw[i].position) : null));
    const [figures] = (await this.deps.db.query(
      `SELECT coalesce(sum(attendees) FILTER (WHERE status = 'going'), 0)::int AS going,
              coalesce(sum(attendees) FILTER (WHERE status = 'waitlisted'), 0)::int AS waiting,
              count(*) FILTER (WHERE status = 'going' AND checked_in_at IS NOT NULL)::int AS checked,
              count(*) FILTER (WHERE status = 'going')::int AS parties
         FROM rsvps WHERE event_id = $1`,
      [event.id],
    )) as { going: number; waiting: number; checked: number; parties: number }[];
    return {
      items: entities,
      total,
      page: request.page,
      limit: request.limit,
      event,
      goingPlaces: figures.going,
      waitlistedPlaces: figures.waiting,
      checkedIn: figures.checked,
      goingParties: figures.parties,
    };
  }

  /**
   * Staff: every RSVP of an event as CSV (`attendeesCsvText`), named for the event and today.
   * @throws NotFoundError for an unknown event
   */
  async attendeesCsv(eventId: string): Promise<{ filename: string; content: string; rows: number }> {
    const event = await eventById(this.deps.db, eventId);
    const all = await this.attendees(eventId, {}, 1, 100);
    const rows: Rsvp[] = [...all.items];
    for (let page = 2; rows.length < all.total; page++) rows.push(...(await this.attendees(eventId, {}, page, 100)).items);
    return {
      filename: `attendees-${event.slug}-${this.deps.clock.today()}.csv`,
      content: attendeesCsvText(rows, this.deps.clock),
      rows: rows.length,
    };
  }
}
