import { memberPortalMessages } from '../../../shared/member-portal-messages';
import { addressAndIpKey, noMemberSession, sessionExpiry } from './member-sign-in';
import { MEMBER_SESSION_DAYS } from './member-session';

describe('signing in to the member area (issue #21)', () => {
  it('keeps a member signed in for MEMBER_SESSION_DAYS', () => {
    const now = new Date('2031-12-01T00:00:00.000Z');
    expect(sessionExpiry(now).getTime() - now.getTime()).toBe(MEMBER_SESSION_DAYS * 86_400_000);
  });

  it('counts an address per IP under a hash, never the address itself', () => {
    const key = addressAndIpKey('ann@example.org', '10.0.0.1');
    expect(key).toMatch(/^[0-9a-f]{32}\|10\.0\.0\.1$/);
    expect(key).not.toContain('ann');
    expect(addressAndIpKey('ann@example.org', '10.0.0.2').split('|')[0]).toBe(key.split('|')[0]);
  });

  it('answers a member operation without a session as UNAUTHENTICATED', () => {
    expect(noMemberSession().message).toBe(memberPortalMessages.sessionEnded);
    expect(noMemberSession().code).toBe('UNAUTHENTICATED');
  });
});
