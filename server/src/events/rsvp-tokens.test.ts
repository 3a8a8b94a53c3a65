import { isManageToken, tokenHash } from './rsvp-tokens';

describe('manage tokens (issue #17)', () => {
  const token = 'A'.repeat(43);

  it('stores a token as its SHA-256 in hex, the same every time', () => {
    expect(tokenHash(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(tokenHash(token)).toBe(tokenHash(token));
    expect(tokenHash(token)).not.toBe(tokenHash('B'.repeat(43)));
  });

  it('takes only 43 base64url characters as a token, before any query', () => {
    expect(isManageToken(token)).toBe(true);
    expect(isManageToken('a-_0'.repeat(10) + 'xyz')).toBe(true);
    expect(isManageToken('A'.repeat(42))).toBe(false);
    expect(isManageToken('A'.repeat(44))).toBe(false);
    expect(isManageToken(`${'A'.repeat(42)}=`)).toBe(false);
    expect(isManageToken(undefined)).toBe(false);
    expect(isManageToken(42)).toBe(false);
  });
});
