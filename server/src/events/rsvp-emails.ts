import type { Clock } from '../../../shared/clock';
import { messages } from '../../../shared/messages';
import { eventChangeMessages } from '../../../shared/attendee-messages';
import { adminMessages } from '../../../shared/admin-messages';
import { escapeHtml } from '../../../shared/escape-html';
import type { Event } from '../content';
import type { EventChange } from './event-changes';
import { greeting, type EmailDraft } from '../notifications';

/** What every RSVP e-mail needs to say about the event and the person's RSVP. */
export interface RsvpMailContext {
  to: string;
  name: string;
  attendees: number;
  event: Event;
  /** The personal manage page, `{PUBLIC_URL}/rsvp/{token}`. */
  manageUrl: string;
  /** The event's public page. */
  eventUrl: string;
  clock: Clock;
  /** The event as an .ics file (stable UID), or null when it has no date yet. */
  ics?: string | null;
}

/** "Saturday-style" lines of the event: when (Melbourne time), where, party size. */
function eventLines(c: RsvpMailContext): string[] {
  const when = c.event.eventDate ? `${c.clock.formatDate(c.event.eventDate)} at ${c.clock.formatTime(c.event.eventDate)}` : messages.fallbacks.time;
  return [`Event: ${c.event.title}`, `When: ${when}`, `Where: ${c.event.location || messages.fallbacks.location}`, `Party size: ${c.attendees}`];
}

/** A plain body and a simple HTML twin from paragraphs, the event's lines and the manage link. */
function draft(kind: string, c: RsvpMailContext, subject: string, intro: string, outro: string): EmailDraft {
  const lines = eventLines(c);
  const manage = `Change your party size or cancel: ${c.manageUrl}`;
  const body = `${greeting(c.name)}\n\n${intro}\n\n${lines.join('\n')}\n\n${manage}\n\n${outro}\nEvent page: ${c.eventUrl}`;
  const html = [
    `<p>${escapeHtml(greeting(c.name))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    `<p><a href="${escapeHtml(c.manageUrl)}">Change your party size or cancel</a></p>`,
    `<p>${escapeHtml(outro)} <a href="${escapeHtml(c.eventUrl)}">Event page</a></p>`,
  ].join('\n');
  return {
    kind,
    to: c.to,
    subject,
    body,
    html,
    // The outbox lays it out (server/src/notifications/email-layout.ts): footer, Reply-To, this reason.
    reason: adminMessages.mail.whyRsvp,
    attachments: c.ics ? [{ filename: 'event.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: c.ics }] : undefined,
  };
}

/** To the resident after an RSVP (new or changed) that has its places. */
export const rsvpGoing = (c: RsvpMailContext, changed = false): EmailDraft =>
  draft(
    changed ? 'rsvp-updated' : 'rsvp-confirmed',
    c,
    `${changed ? 'RSVP updated' : "You're going"}: ${c.event.title}`,
    changed ? `Your RSVP for ${c.event.title} has been updated. See you there!` : `Thanks for your RSVP — you're going to ${c.event.title}.`,
    'The calendar file attached adds the event to your calendar.',
  );

/** To the resident whose RSVP joined (or stays on) the waitlist. */
export const rsvpWaitlisted = (c: RsvpMailContext, position: number): EmailDraft =>
  draft(
    'rsvp-waitlisted',
    c,
    `You're on the waitlist: ${c.event.title}`,
    `${c.event.title} is full, so you're number ${position} on the waitlist. If places free up, they go to the waitlist in the order people joined, and we'll e-mail you straight away.`,
    'No need to do anything else for now.',
  );

/** To a waitlisted resident who has just been given places. */
export const rsvpPromoted = (c: RsvpMailContext): EmailDraft =>
  draft(
    'rsvp-promoted',
    c,
    `Good news — you're going: ${c.event.title}`,
    `A place has freed up for ${c.event.title}, and you're now going. If you can no longer make it, please cancel so the next person can come.`,
    'The calendar file attached adds the event to your calendar.',
  );

/** To the resident whose RSVP was cancelled (by them or by staff). */
export const rsvpCancelled = (c: RsvpMailContext): EmailDraft => ({
  ...draft(
    'rsvp-cancelled',
    c,
    `RSVP cancelled: ${c.event.title}`,
    `Your RSVP for ${c.event.title} has been cancelled. If that's a mistake, you can RSVP again from the event page.`,
    'Thanks for letting us know.',
  ),
  attachments: undefined,
});

/**
 * To a GOING resident, the day before at 09:00 (association time) — or on the day, for an RSVP made
 * after that (issue #33).
 * @param day whether the event is tomorrow or today, association time
 */
export const rsvpReminder = (c: RsvpMailContext, day: 'tomorrow' | 'today' = 'tomorrow'): EmailDraft =>
  draft(
    'rsvp-reminder',
    c,
    `Reminder: ${c.event.title} is ${day}`,
    `Just a reminder that ${c.event.title} is on ${day}. We're looking forward to seeing you.`,
    "If you can't make it, please cancel so someone on the waitlist can come.",
  );

/** Staff's "E-mail attendees": their subject and text, with the person's manage link. */
export const attendeesMessage = (c: RsvpMailContext, subject: string, text: string): EmailDraft => ({
  ...draft('rsvp-message', c, subject, text, ''),
  attachments: undefined,
});

/**
 * To everyone going and waitlisted when an event's date, time, place or status changes (issue #33):
 * what changed (old → new, association time), the event as it is now, and the calendar file that
 * updates (METHOD:REQUEST) or removes (METHOD:CANCEL) the entry the confirmation added.
 * @param changes the changed lines, from `changesBetween`
 * @param cancelled true when the event is off (unpublished, archived or deleted)
 */
export function eventChanged(c: RsvpMailContext, changes: EventChange[], cancelled: boolean): EmailDraft {
  const t = eventChangeMessages;
  const lines = changes.map((change) => `${change.label}: ${change.from} → ${change.to}`);
  const intro = `${cancelled ? t.introCancelled(c.event.title) : t.introChanged(c.event.title)}\n\n${lines.join('\n')}`;
  const mail = draft(
    cancelled ? 'event-cancelled' : 'event-changed',
    c,
    cancelled ? t.subjectCancelled(c.event.title) : t.subjectChanged(c.event.title),
    intro,
    cancelled ? t.outroCancelled : t.outroChanged,
  );
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  return {
    ...mail,
    html: (mail.html ?? '').replace(
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${escapeHtml(intro.split('\n')[0])}</p>\n<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`,
    ),
    attachments: c.ics ? [{ filename: 'event.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content: c.ics }] : undefined,
  };
}
