import type { Limiter, RateLimits, RatePolicy } from '../common/rate-limit';

/** The public forms, each counted on its own (a resident may RSVP and also write to us). */
export type PublicWriteGroup = 'membership' | 'rsvp' | 'contact' | 'newsletter' | 'donation';

/**
 * Per-IP limits on the public write operations (issue 6): at most `policy.points` attempts per
 * `policy.durationSec` seconds per client IP and form, counted before validation so that a flood
 * of invalid input is limited too. The counters live in Redis when REDIS_URL is set.
 */
export class PublicWriteLimits {
  private readonly limiters = new Map<PublicWriteGroup, Limiter>();

  /**
   * @param rateLimits the shared limiter factory (memory or Redis)
   * @param policy attempts per window; null turns the limit off (PUBLIC_WRITE_LIMIT=0)
   */
  constructor(
    private readonly rateLimits: RateLimits,
    readonly policy: RatePolicy | null,
  ) {}

  /**
   * Counts one attempt of `group` from `ip`.
   * @throws RateLimitedError (RATE_LIMITED, `extensions.retryAfter` in seconds) over the limit
   */
  async admit(group: PublicWriteGroup, ip: string): Promise<void> {
    if (!this.policy) return;
    let limiter = this.limiters.get(group);
    if (!limiter) {
      limiter = this.rateLimits.limiter(`public-write:${group}`, this.policy);
      this.limiters.set(group, limiter);
    }
    await limiter.consume(ip || 'unknown');
  }
}
