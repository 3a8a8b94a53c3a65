import { linkExpiry, linkRefused } from './member-links';

describe('member links (issue #21)', () => {
  it('refuses a bad link with one answer naming the token field', () => {
    const error = linkRefused('This link no longer works.');
    expect(error.message).toBe('This link no longer works.');
    expect({ code: error.code, fields: error.fields }).toEqual({ code: 'BAD_USER_INPUT', fields: { token: 'This link no longer works.' } });
  });

  it('stops working the given minutes after it was made', () => {
    expect(linkExpiry(new Date('2031-12-01T00:00:00.000Z'), 15).toISOString()).toBe('2031-12-01T00:15:00.000Z');
    expect(linkExpiry(new Date('2031-12-01T00:00:00.000Z'), 24 * 60).toISOString()).toBe('2031-12-02T00:00:00.000Z');
  });
});
