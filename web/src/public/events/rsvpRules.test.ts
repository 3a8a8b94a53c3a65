import { messages } from '../../../../shared/messages';
import { INITIAL_RSVP, partyOf, validateRsvp } from './rsvpRules';

const { required, min } = messages.validation;

describe('RSVP form rules (the live form and the first paint’s, issue #24)', () => {
  it('asks for the name and email of an empty form, and nothing else', async () => {
    expect(await validateRsvp(INITIAL_RSVP)).toEqual({ name: required('Name'), email: required('Email') });
  });

  it('takes a filled-in form with a party of 1 to 4, or "5+" and the number typed', async () => {
    const filled = { ...INITIAL_RSVP, name: 'Robin Citizen', email: 'robin@example.org' };
    expect(await validateRsvp(filled)).toEqual({});
    expect(await validateRsvp({ ...filled, attendees: '5+', party: '7' })).toEqual({});
    expect(partyOf({ ...filled, attendees: '5+', party: '7' })).toBe(7);
    expect(partyOf({ ...filled, attendees: '3', party: '7' })).toBe(3);
  });

  it('shows a wrong party size on "How many people?" too, and a wrong address with the shared message', async () => {
    const filled = { ...INITIAL_RSVP, name: 'Robin Citizen', email: 'robin@' };
    const errors = await validateRsvp({ ...filled, attendees: '5+', party: '0' });
    expect(errors).toEqual({ email: messages.validation.email, attendees: min('Number of attendees', 1), party: min('Number of attendees', 1) });
  });
});
