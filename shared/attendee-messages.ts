/**
 * Texts of the staff's attendee pages and of the event-change e-mail (issues #31 and #33), kept out of
 * shared/messages.ts because the public pages never show them: that module is in every public page's
 * JavaScript, whose size has a budget (scripts/bundle-budget.js).
 */
export const attendeeMessages = {
  emailAttendeesHint:
    'Goes to everyone going who gave their e-mail address themselves, with their own link to change or cancel. Walk-ins with an address entered by staff get it only when an admin sends it.',
  staffAddedSkipped: (count: number): string =>
    `${count} ${count === 1 ? 'attendee' : 'attendees'} added by staff ${count === 1 ? 'was' : 'were'} not e-mailed: only an admin can e-mail addresses that staff entered.`,
  /** Staff check in a walk-in at a full event only after confirming (issue #33). */
  overbookQuestion: (taken: number, capacity: number): string => `This event is full (${taken} of ${capacity}). Check them in anyway?`,
  overbookNeeded: (taken: number, capacity: number): string =>
    `This event is full (${taken} of ${capacity} places taken). Confirm the overbooking to check them in anyway.`,
  overbookConfirm: 'Check in anyway',
  toldOfChange: (when: string): string => `Told of the change on ${when}`,
};

/** The e-mail to people going and waitlisted when an event changes (issue #33). */
export const eventChangeMessages = {
  subjectChanged: (title: string): string => `Change to ${title}`,
  subjectCancelled: (title: string): string => `Cancelled: ${title}`,
  introChanged: (title: string): string => `Heads up — ${title} has changed. Here's what's different:`,
  introCancelled: (title: string): string => `Sorry — ${title} has been cancelled. Here's what's changed:`,
  outroChanged:
    'The calendar file attached updates the event in your calendar. If you can no longer make it, please cancel so someone else can come.',
  outroCancelled: 'The calendar file attached removes the event from your calendar. Sorry for any trouble, and thanks for your understanding.',
  on: 'On',
  cancelled: 'Cancelled',
  notSet: 'Not set yet',
};
