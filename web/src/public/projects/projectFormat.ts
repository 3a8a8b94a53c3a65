import { messages } from '../../../../shared/messages';

// Dates are plain days (YYYY-MM-DD); formatting them at UTC midnight in UTC keeps the same day
// whatever the viewer's zone, and reads as an en-AU date as in Melbourne.
const dayFormat = new Intl.DateTimeFormat('en-AU', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });
const budgetFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });

/** "1 March 2026" for "2026-03-01", or null when absent or not a date. */
export function formatDay(day: string | null | undefined): string | null {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return match ? dayFormat.format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
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
