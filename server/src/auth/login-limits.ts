import { createHash } from 'node:crypto';
import type { Limiter, RateLimits } from '../common/rate-limit';

/**
 * Failed sign-ins allowed (issue #16 item 7, OWASP Authentication Cheat Sheet: lock out the
 * attacker, not the account): 5 per minute per (account, IP), so someone guessing elsewhere cannot
 * keep the owner out, and 20 per 10 minutes per IP across all accounts, so one address cannot try
 * 5 passwords on every account. The next attempt is RATE_LIMITED with `retryAfter`.
 */
export const LOGIN_LIMITS = {
  perAccountAndIp: { points: 5, durationSec: 60 },
  perIp: { points: 20, durationSec: 600 },
} as const;

/**
 * Wrong current passwords allowed in `changePassword` per user (issue #16 item 13): 5 in 15
 * minutes, so a stolen access token cannot be used to guess the password; then RATE_LIMITED.
 */
export const CHANGE_PASSWORD_LIMIT = { points: 5, durationSec: 900 } as const;

/**
 * Password reset requests and link uses (issue #20), limited as sign-ins are (issue #31 item 7):
 * 20 requests in 10 minutes per IP whatever the address, and 3 per (address, IP) in 15 minutes, so
 * one IP cannot flood a colleague's inbox and strangers elsewhere cannot keep the owner from asking
 * for a reset from their own IP — known and unknown addresses alike, so the limit reveals nothing;
 * and 20 link uses (invitation or reset) per IP in 10 minutes.
 */
export const RESET_LIMITS = {
  perIp: { points: 20, durationSec: 600 },
  perAccountAndIp: { points: 3, durationSec: 900 },
  linkUsesPerIp: { points: 20, durationSec: 600 },
} as const;

/** Counts failed sign-ins and wrong current passwords (SPEC §6 login, done on the server). */
export class LoginLimits {
  private readonly perAccountAndIp: Limiter | null;
  private readonly perIp: Limiter | null;
  private readonly passwordChecks: Limiter | null;
  private readonly resets: { ip: Limiter; accountAndIp: Limiter; links: Limiter } | null;

  /** @param rateLimits the shared limiter store; without it nothing is limited (operator tools) */
  constructor(rateLimits?: RateLimits) {
    this.perAccountAndIp = rateLimits?.limiter('login-account-ip', LOGIN_LIMITS.perAccountAndIp) ?? null;
    this.perIp = rateLimits?.limiter('login-ip', LOGIN_LIMITS.perIp) ?? null;
    this.passwordChecks = rateLimits?.limiter('password-check', CHANGE_PASSWORD_LIMIT) ?? null;
    this.resets = rateLimits
      ? {
          ip: rateLimits.limiter('reset-ip', RESET_LIMITS.perIp),
          accountAndIp: rateLimits.limiter('reset-account-ip', RESET_LIMITS.perAccountAndIp),
          links: rateLimits.limiter('staff-link-ip', RESET_LIMITS.linkUsesPerIp),
        }
      : null;
  }

  /**
   * Counts a password reset request (RESET_LIMITS), the same for known and unknown addresses.
   * @throws RateLimitedError (RATE_LIMITED, `retryAfter` seconds) once the IP or the (address, IP) pair is over its limit
   */
  async admitResetRequest(email: string, ip: string | null): Promise<void> {
    await this.resets?.ip.consume(ipKey(ip));
    await this.resets?.accountAndIp.consume(pairKey(email, ip));
  }

  /**
   * Counts a use of an invitation or reset link from an IP (RESET_LIMITS.linkUsesPerIp).
   * @throws RateLimitedError once the IP used too many
   */
  async admitLinkUse(ip: string | null): Promise<void> {
    await this.resets?.links.consume(ipKey(ip));
  }

  /**
   * Before checking a password: refuses an IP that used its failures, then counts the attempt on
   * the (account, IP) pair at once — an atomic count, so parallel guesses cannot all slip past a
   * check — which a success takes back (`succeeded`).
   * @throws RateLimitedError (RATE_LIMITED, `retryAfter` seconds) once the IP or the (account, IP) pair is over its limit
   */
  async admit(email: string, ip: string | null): Promise<void> {
    await this.perIp?.check(ipKey(ip));
    await this.perAccountAndIp?.consume(pairKey(email, ip));
  }

  /** Counts a wrong password or an unknown email against the IP (the pair counted on `admit`). */
  async failed(_email: string, ip: string | null): Promise<void> {
    await this.perIp?.consume(ipKey(ip));
  }

  /** Forgets the (account, IP) pair's failures after a successful sign-in from there. */
  async succeeded(email: string, ip: string | null): Promise<void> {
    await this.perAccountAndIp?.reset(pairKey(email, ip));
  }

  /**
   * Before checking a signed-in user's current password: counts the attempt at once (atomic, as
   * in `admit`); a right password takes it back (`passwordCheckSucceeded`).
   * @throws RateLimitedError (RATE_LIMITED, `retryAfter` seconds) after CHANGE_PASSWORD_LIMIT wrong passwords
   */
  async admitPasswordCheck(userId: string): Promise<void> {
    await this.passwordChecks?.consume(userId);
  }

  /** Forgets the user's wrong current passwords once one was right. */
  async passwordCheckSucceeded(userId: string): Promise<void> {
    await this.passwordChecks?.reset(userId);
  }
}

const ipKey = (ip: string | null): string => ip ?? 'unknown';
/** The email is hashed: keys stay short whatever a caller sends, and hold no address in Redis. */
const pairKey = (email: string, ip: string | null): string =>
  `${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}|${ipKey(ip)}`;
