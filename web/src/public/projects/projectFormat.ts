import { messages } from '../../../../shared/messages';
import { formatCalendarDay, parseDayKey } from '../events/eventDates';

const budgetFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });

/** "1 March 2026" for "2026-03-01", or null when absent or not a date. */
export function formatDay(day: string | null | undefined): string | null {
  // Dates are plain days (YYYY-MM-DD, maybe with a time after): no time zone can move them.
  const parsed = day ? parseDayKey(day.slice(0, 10)) : null;
  return parsed ? formatCalendarDay(parsed) : null;
}

/**
 * The project timeline (SPEC §2 /projects/{slug}): "start – end", "From start", "Until end", or
 * "Timeline TBD" when neither date is set (SPEC §8 Fallbacks).
 */
export function formatTimeline(startDate: string | null | undefined, endDate: string | null | undefined): string {
  const start = formatDay(startDate);
  const end = formatDay(endDate);
  if (start && end) return `${start} – ${end}`;
  if (start) return `From ${start}`;
  if (end) return `Until ${end}`;
  return messages.fallbacks.timeline;
}

/** "$85,000" (AUD, en-AU), or "Budget TBD" when not set. */
export function formatBudget(budget: number | null | undefined): string {
  return budget == null ? messages.projects.budgetTbd : budgetFormat.format(budget);
}

/** The priority label of SPEC §3 (1 Low … 5 Critical), or the number when off the scale. */
export function priorityLabel(priority: number): string {
  return messages.projects.priority[priority] ?? String(priority);
}
