import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimitedError } from './errors';

/** A limit: at most `points` within `durationSec` seconds per key. */
export interface RatePolicy {
  points: number;
  durationSec: number;
}

/**
 * A counter per key (an IP, an account) over a fixed window, built on rate-limiter-flexible:
 * in this process, or in Redis when REDIS_URL is set so that every instance shares the counts.
 */
export class Limiter {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    readonly policy: RatePolicy,
  ) {}

  /**
   * Counts one (or `points`) for the key.
   * @throws RateLimitedError (RATE_LIMITED, with `retryAfter` in seconds) once the key is over the limit
   */
  async consume(key: string, points = 1): Promise<void> {
    try {
      await this.limiter.consume(key, points);
    } catch (rejection) {
      throw this.refusal(rejection);
    }
  }

  /**
   * Refuses when the key has already used every point, without counting (e.g. before checking a
   * password, so that only failures count).
   * @throws RateLimitedError when no point is left
   */
  async check(key: string): Promise<void> {
    const state = await this.limiter.get(key);
    if (state && state.consumedPoints >= this.policy.points) throw this.refusal(state);
  }

  /** Forgets the key's count (e.g. after a successful sign-in). */
  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }

  private refusal(rejection: unknown): Error {
    if (rejection instanceof RateLimiterRes) return new RateLimitedError(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)));
    return rejection instanceof Error ? rejection : new Error(String(rejection));
  }
}

/**
 * Makes limiters that share one store: Redis when given (counters survive restarts and are shared
 * by every instance; an in-process limiter takes over while Redis is unreachable), else memory.
 */
export class RateLimits {
  constructor(
    private readonly redis: Redis | null,
    private readonly prefix: string,
  ) {}

  /**
   * A limiter for one purpose.
   * @param name distinguishes its keys from other limiters' (e.g. "login-ip")
   * @param policy points per window
   */
  limiter(name: string, policy: RatePolicy): Limiter {
    const options = { keyPrefix: `${this.prefix}rl:${name}`, points: policy.points, duration: policy.durationSec };
    const memory = new RateLimiterMemory(options);
    const store = this.redis ? new RateLimiterRedis({ ...options, storeClient: this.redis, insuranceLimiter: memory }) : memory;
    return new Limiter(store, policy);
  }
}
