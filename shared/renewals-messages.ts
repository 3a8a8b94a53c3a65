/**
 * The texts of renewals, lapses and resignations (issue #34), used by the server, the admin's
 * Renewals page, the member area and the tests (STYLE habit 3: one source for texts).
 */
export const renewalMessages = {
  /** Resigning when not a current member (CONFLICT). */
  notCurrent: 'Only a current member can resign. Your membership has already ended.',
  /** Undoing a lapse of a member who did not lapse (CONFLICT). */
  notLapsed: 'This member did not lapse, so there is nothing to undo.',
  resignTitle: 'Resign my membership',
  resignLead:
    'If you resign, your membership ends today and we record that date in our register of members. Any renewal fee you still owe is cancelled. You can still sign in here to see your details and receipts and to download your data.',
  resignButton: 'Resign my membership',
  resignConfirmQuestion: 'Are you sure you want to resign? This ends your membership today.',
  resignConfirmButton: 'Yes, resign',
  resignCancelButton: 'Keep my membership',
  resigned: 'You have resigned. We have e-mailed you a confirmation.',
  pausedOn: 'Renewals are paused: no reminders are sent and no one lapses until you resume them.',
  pausedOff: 'Renewals are running: reminders go out and unpaid memberships lapse as your settings say.',
  paused: 'Renewals paused.',
  resumed: 'Renewals resumed.',
  undone: (name: string): string => `${name} is a member again.`,
  /** The dashboard card: "3 members due to renew, 1 unfinancial". */
  dashboard: (due: number, unfinancial: number): string => `${due} ${due === 1 ? 'member' : 'members'} due to renew, ${unfinancial} unfinancial`,
} as const;
