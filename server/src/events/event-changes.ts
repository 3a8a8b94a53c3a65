import type { Clock } from '../../../shared/clock';
import { messages } from '../../../shared/messages';
import { eventChangeMessages } from '../../../shared/attendee-messages';

/** The queue of event change notices (issue #33): one job per change, debounced, run once across instances. */
export const EVENT_CHANGE_JOB = 'events.change-notice';

/** How long after a change its notice waits, so several quick edits make one e-mail with the final state. */
export const EVENT_CHANGE_DELAY_MS = 60_000;

/** What attendees are told about when it changes: the start, the end, the place, and whether it is on. */
export interface EventFacts {
  /** Start, ISO 8601, or null when not fixed. */
  eventDate: string | null;
  /** End, ISO 8601, or null. */
  endDate: string | null;
  location: string | null;
  /** Published and not in the trash; anything else is "cancelled" for the people going. */
  live: boolean;
}

/** One line of a change notice: what changed, from what, to what (association time). */
export interface EventChange {
  label: 'When' | 'Ends' | 'Where' | 'Status';
  from: string;
  to: string;
}

const iso = (d: Date | string | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/**
 * The facts of an event attendees are told about (issue #33).
 * @param event an event row (entity or a stored snapshot)
 * @returns the facts, with dates as ISO strings so they store as JSON and compare as text
 */
export function factsOf(event: {
  eventDate: Date | string | null;
  endDate: Date | string | null;
  location: string | null;
  status: string;
  isDeleted: boolean;
}): EventFacts {
  return {
    eventDate: iso(event.eventDate),
    endDate: iso(event.endDate),
    location: event.location?.trim() || null,
    live: event.status === 'published' && !event.isDeleted,
  };
}

/**
 * What changed between two states of an event, as attendees read it: start and end in the
 * association's zone through the one clock, the place, and whether it is cancelled or back on.
 * A change to an event nobody can go to (not live before or after) is none of theirs.
 * @returns the changed lines, empty when nothing attendees care about changed
 */
export function changesBetween(before: EventFacts, after: EventFacts, clock: Clock): EventChange[] {
  if (!before.live && !after.live) return [];
  const t = eventChangeMessages;
  const when = (value: string | null) => (value ? `${clock.formatDate(new Date(value))} at ${clock.formatTime(new Date(value))}` : t.notSet);
  const out: EventChange[] = [];
  if (before.live !== after.live) out.push({ label: 'Status', from: before.live ? t.on : t.cancelled, to: after.live ? t.on : t.cancelled });
  if (before.eventDate !== after.eventDate) out.push({ label: 'When', from: when(before.eventDate), to: when(after.eventDate) });
  if (before.endDate !== after.endDate) out.push({ label: 'Ends', from: when(before.endDate), to: when(after.endDate) });
  if (before.location !== after.location)
    out.push({ label: 'Where', from: before.location ?? messages.fallbacks.location, to: after.location ?? messages.fallbacks.location });
  return out;
}
