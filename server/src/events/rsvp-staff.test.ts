import { attendeeMailRecipients } from './rsvp-staff';

describe('who "E-mail attendees" reaches (issue #31, 8d)', () => {
  const going = [
    { id: 'a', addedByStaff: false },
    { id: 'b', addedByStaff: true },
    { id: 'c', addedByStaff: false },
  ];

  it('leaves out the addresses staff typed in, and counts them, for an editor', () => {
    expect(attendeeMailRecipients(going, false)).toEqual({ recipients: [going[0], going[2]], skipped: 1 });
  });

  it('mails everyone going for an admin', () => {
    expect(attendeeMailRecipients(going, true)).toEqual({ recipients: going, skipped: 0 });
  });
});
