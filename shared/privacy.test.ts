import { adminMessages } from './admin-messages';
import { erasureSchema, joinDateError, personalDataSchema, retentionSchema } from './privacy';

describe('privacy rules shared by the server and the admin (issue #19)', () => {
  it('takes a join date that is a real calendar day, not after today', () => {
    expect(joinDateError('2019-03-04', '2026-01-01')).toBeNull();
    expect(joinDateError('2026-01-01', '2026-01-01')).toBeNull();
    expect(joinDateError('2026-01-02', '2026-01-01')).toBe(adminMessages.privacy.joinDateFuture);
    expect(joinDateError('2019-02-30', '2026-01-01')).toBe(adminMessages.privacy.joinDateFormat);
    expect(joinDateError('4/3/2019', '2026-01-01')).toBe(adminMessages.privacy.joinDateFormat);
  });

  it('confirms an erasure only with the same address, in any case, keeping the address as typed', async () => {
    await expect(erasureSchema.validate({ email: ' A@Example.com ', confirmEmail: 'a@example.COM' })).resolves.toMatchObject({
      email: 'A@Example.com',
    });
    await expect(erasureSchema.validate({ email: 'a@example.com', confirmEmail: 'b@example.com' })).rejects.toThrow(
      adminMessages.privacy.confirmEmailMismatch,
    );
  });

  it('takes international addresses, as the other forms do (issue #22), and refuses malformed ones', async () => {
    await expect(personalDataSchema.validate({ email: 'Seán.Ó@example.ie' })).resolves.toEqual({ email: 'Seán.Ó@example.ie' });
    await expect(personalDataSchema.validate({ email: 'kontakt@müller.de' })).resolves.toEqual({ email: 'kontakt@müller.de' });
    await expect(erasureSchema.validate({ email: 'seán@example.ie', confirmEmail: 'SEÁN@example.ie' })).resolves.toMatchObject({
      email: 'seán@example.ie',
    });
    await expect(personalDataSchema.validate({ email: 'not an address' })).rejects.toThrow();
  });

  it('keeps retention in whole days from 1 to 3650', async () => {
    const ok = { rejectedApplicationDays: 1, contactMessageDays: 3650, outboxBodyDays: 90, cancelledRsvpDays: 30 };
    await expect(retentionSchema.validate(ok)).resolves.toEqual(ok);
    await expect(retentionSchema.validate({ ...ok, outboxBodyDays: 0 })).rejects.toThrow();
    await expect(retentionSchema.validate({ ...ok, outboxBodyDays: 1.5 })).rejects.toThrow();
  });
});
