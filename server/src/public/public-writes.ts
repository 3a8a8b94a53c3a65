import type { Limiter, RateLimits, RatePolicy } from '../common/rate-limit';

/** The public forms, each counted on its own (a resident may RSVP and also write to us). */
export type PublicWriteGroup = 'membership' | 'rsvp' | 'contact' | 'newsletter';

/** Name of the honeypot field in every public write input: hidden from people, filled by bots. */
export const HONEYPOT_FIELD = 'website';

/**
 * True when the honeypot field holds anything but whitespace: the sender is a bot, so the write is
 * answered as a success and nothing is stored (no row, no e-mail).
 * @param value the `website` field as sent (undefined/null when the form left it out)
 */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' && value.trim() !== '';
}

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
