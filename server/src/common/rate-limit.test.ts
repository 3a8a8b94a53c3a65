import Redis from 'ioredis';
import { randomBytes } from 'node:crypto';
import { ErrorCode, RateLimitedError } from './errors';
import { RateLimits } from './rate-limit';

const redisUrl = process.env.REDIS_URL || null;

/** The same behaviour for the in-process store and, when REDIS_URL is given, for Redis. */
function behaves(store: 'memory' | 'redis', open: () => { limits: RateLimits; close(): Promise<void> }): void {
  let limits: RateLimits;
  let close: () => Promise<void>;
  beforeAll(() => ({ limits, close } = open()));
  afterAll(() => close());

  it('lets the first N attempts through and refuses the next with RATE_LIMITED and a retry-after', async () => {
    const limiter = limits.limiter(`t-${store}-a`, { points: 5, durationSec: 60 });
    for (let i = 0; i < 5; i++) await limiter.consume('1.2.3.4');
    const refusal = await limiter.consume('1.2.3.4').then(
      () => null,
      (e: unknown) => e,
    );
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect((refusal as RateLimitedError).code).toBe(ErrorCode.RATE_LIMITED);
    expect((refusal as RateLimitedError).retryAfter).toBeGreaterThan(0);
    expect((refusal as RateLimitedError).retryAfter).toBeLessThanOrEqual(60);
    await expect(limiter.consume('5.6.7.8')).resolves.toBeUndefined();
  });

  it('check refuses only once every point is used, without counting', async () => {
    const limiter = limits.limiter(`t-${store}-b`, { points: 2, durationSec: 60 });
    await limiter.check('k');
    await limiter.check('k');
    await limiter.consume('k');
    await limiter.check('k');
    await limiter.consume('k');
    await expect(limiter.check('k')).rejects.toBeInstanceOf(RateLimitedError);
  });

  it('reset forgets a key', async () => {
    const limiter = limits.limiter(`t-${store}-c`, { points: 1, durationSec: 60 });
    await limiter.consume('k');
    await expect(limiter.consume('k')).rejects.toBeInstanceOf(RateLimitedError);
    await limiter.reset('k');
    await expect(limiter.consume('k')).resolves.toBeUndefined();
  });
}

describe('rate limits [memory]', () => {
  behaves('memory', () => ({ limits: new RateLimits(null, 'unit:'), close: async () => undefined }));
});

const describeRedis = redisUrl ? describe : describe.skip;
describeRedis(`rate limits [redis${redisUrl ? '' : ' — skipped: REDIS_URL is not set'}]`, () => {
  behaves('redis', () => {
    const redis = new Redis(redisUrl!);
    return { limits: new RateLimits(redis, `unit-${randomBytes(4).toString('hex')}:`), close: async () => void (await redis.quit()) };
  });

  it('shares counts between two instances on the same Redis', async () => {
    const prefix = `unit-${randomBytes(4).toString('hex')}:`;
    const [a, b] = [new Redis(redisUrl!), new Redis(redisUrl!)];
    try {
      const one = new RateLimits(a, prefix).limiter('shared', { points: 2, durationSec: 60 });
      const two = new RateLimits(b, prefix).limiter('shared', { points: 2, durationSec: 60 });
      await one.consume('ip');
      await two.consume('ip');
      await expect(one.consume('ip')).rejects.toBeInstanceOf(RateLimitedError);
    } finally {
      await Promise.all([a.quit(), b.quit()]);
    }
  });
});
