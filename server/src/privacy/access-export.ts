import type { Clock } from '../../../shared/clock';
import { contact } from '../../../shared/limits';
import { PERSONAL_DATA_KINDS } from '../../../shared/personal-data-kinds';
import { escapeHtml } from '../../../shared/escape-html';
import type { ErasureCounts } from './erasure';
import type { PersonalData } from './privacy.models';

/** A value as a reader sees it: dates in the association's zone, objects as JSON, empty as "—". */
function shown(value: unknown, clock: Clock): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return clock.formatDateTime(value);
  if (typeof value === 'object') return JSON.stringify(value, null, 1);
  return String(value);
}

/** One section: its heading and a table per record (field, value). */
function section(title: string, records: object[], clock: Clock): string {
  const body = records.length
    ? records
        .map(
          (record) =>
            `<table><tbody>${Object.entries(record)
              .map(([field, value]) => `<tr><th scope="row">${escapeHtml(field)}</th><td>${escapeHtml(shown(value, clock))}</td></tr>`)
              .join('')}</tbody></table>`,
        )
        .join('')
    : '<p>None.</p>';
  return `<section><h2>${escapeHtml(title)} (${records.length})</h2>${body}</section>`;
}

/** The export's sections, one per kind of record (a key of the counts), in the order printed: the admin's list. */
export const EXPORT_SECTIONS: readonly { key: keyof ErasureCounts; label: string }[] = PERSONAL_DATA_KINDS;

/**
 * The access export as a readable, printable HTML page (APP 12): one section per kind of record,
 * every field of every record, dates in the association's time zone.
 */
export function accessExportHtml(data: PersonalData, options: { generatedAt: Date; clock: Clock }): string {
  const { clock } = options;
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><title>Personal data held for ${escapeHtml(data.email)}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;margin:0 0 1rem;width:100%}th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top;white-space:pre-wrap}th{width:14rem;background:#f3f3f3}section{break-inside:avoid-page}</style>
</head><body>
<h1>Personal data held for ${escapeHtml(data.email)}</h1>
<p>${escapeHtml(contact.groupName)}, ${escapeHtml(clock.formatDateTime(options.generatedAt))}. Every record we hold with this e-mail address (Australian Privacy Principle 12).</p>
${EXPORT_SECTIONS.map(({ key, label }) => section(label, data[key], clock)).join('\n')}
</body></html>
`;
}
