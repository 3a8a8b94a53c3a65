import type Redis from 'ioredis';
import { lazyModule } from './lazy-module';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded only with REDIS_URL (lazy-module.ts)
const ioredis = lazyModule(() => require('ioredis') as typeof import('ioredis'));
import type { Config } from '../config';
import type { Logger } from './logger';

/**
 * Opens the Redis connection shared by the rate limiter (and, with several instances, pub/sub)
 * when REDIS_URL is set. Commands issued while Redis is away are retried by ioredis once it is
 * back; errors are logged, never thrown at start.
 * @returns the client, or null without REDIS_URL (everything then stays in this process)
 */
export function connectRedis(config: Pick<Config, 'redisUrl'>, log: Logger): Redis | null {
  if (!config.redisUrl) return null;
  const redis = new (ioredis().default)(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
  let lastError = '';
  redis.on('error', (error: Error) => {
    // ioredis retries with back-off and emits the same error each time: log each distinct one once.
    if (error.message === lastError) return;
    lastError = error.message;
    log.warn({ err: error }, 'redis connection error');
  });
  redis.on('ready', () => {
    lastError = '';
  });
  return redis;
}
