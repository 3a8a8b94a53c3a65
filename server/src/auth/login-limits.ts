import type { Limiter, RateLimits } from '../common/rate-limit';

/** Failed sign-ins allowed per minute, per IP and per account; the next one is RATE_LIMITED. */
export const LOGIN_LIMIT = { points: 5, durationSec: 60 };

/** Counts failed sign-ins (SPEC §6 login, done on the server). */
export class LoginLimits {
  private readonly perIp: Limiter | null;
  private readonly perAccount: Limiter | null;

  /** @param rateLimits the shared limiter store; without it nothing is limited (operator tools) */
  constructor(rateLimits?: RateLimits) {
    this.perIp = rateLimits?.limiter('login-ip', LOGIN_LIMIT) ?? null;
    this.perAccount = rateLimits?.limiter('login-account', LOGIN_LIMIT) ?? null;
  }

  /**
   * Before checking a password.
   * @throws RateLimitedError (RATE_LIMITED, `retryAfter` seconds) once the IP or the account used its failures
   */
  async admit(email: string, ip: string | null): Promise<void> {
    await this.perIp?.check(ipKey(ip));
    await this.perAccount?.check(accountKey(email));
  }

  /** Counts a wrong password or an unknown email. */
  async failed(email: string, ip: string | null): Promise<void> {
    await Promise.all([this.perIp?.consume(ipKey(ip)), this.perAccount?.consume(accountKey(email))]);
  }

  /** Forgets the account's failures after a successful sign-in. */
  async succeeded(email: string, _ip: string | null): Promise<void> {
    await this.perAccount?.reset(accountKey(email));
  }
}

const ipKey = (ip: string | null): string => ip ?? 'unknown';
const accountKey = (email: string): string => email.trim().toLowerCase();
