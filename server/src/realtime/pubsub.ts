import { EventEmitter } from 'node:events';
import { PubSub as EventEmitterPubSub } from 'graphql-subscriptions';
import type { RedisPubSub } from 'graphql-redis-subscriptions';
import { lazyModule } from '../common/lazy-module';

/* eslint-disable @typescript-eslint/no-require-imports -- loaded only with REDIS_URL (lazy-module.ts) */
const ioredis = lazyModule(() => require('ioredis') as typeof import('ioredis'));
const redisSubscriptions = lazyModule(() => require('graphql-redis-subscriptions') as typeof import('graphql-redis-subscriptions'));
/* eslint-enable @typescript-eslint/no-require-imports */
import type { Logger } from '../common/logger';

/**
 * Topic → payload of every subscription the API offers (SPEC §4 Live updates). Each feature adds the
 * topics it publishes where it declares their payload (TypeScript module augmentation:
 * `declare module '../realtime/pubsub' { interface Topics { MEMBER_CHANGED: [MemberChangePayload] } }`),
 * so the pub/sub imports no feature (issue #32): MEMBER_CHANGED (members/member.models.ts),
 * CONTENT_CHANGED (content/content.models.ts), CONTACT_MESSAGE_CHANGED (contact/contact-change.ts).
 */
export interface Topics {
  /** Internal, no subscription offers it: public content changed, drop cached public answers (issue #7). */
  PUBLIC_CONTENT_CHANGED: [{ generation: number; origin: string }];
}

/** What publishers and TypeGraphQL's `@Subscription({ topics })` need of a pub/sub. */
export interface PubSub {
  /** Sends a payload to every subscriber of the topic, in this process or (with Redis) any instance. */
  publish<K extends keyof Topics>(topic: K, ...payload: Topics[K]): void;
  /** The payloads published on a topic from now on. */
  subscribe<K extends keyof Topics>(topic: K): AsyncIterable<Topics[K][0]>;
  /** Releases connections (Redis); in-process it does nothing. */
  close(): Promise<void>;
}

/**
 * In-process pub/sub: subscribers of this process only (one instance). graphql-subscriptions' own
 * PubSub, the engine whose Redis twin createRedisPubSub uses, so both cases iterate the same way.
 */
export function createInProcessPubSub(): PubSub {
  // One listener per open subscription on its topic: no cap, so many open admin pages raise no leak warning.
  const inner = new EventEmitterPubSub({ eventEmitter: new EventEmitter().setMaxListeners(0) });
  return {
    publish: (topic, ...payload) => void inner.publish(topic, payload[0]),
    subscribe: (topic) => inner.asyncIterableIterator<Topics[typeof topic][0]>(topic),
    close: () => Promise.resolve(),
  };
}

/**
 * Serialises a payload to JSON, tagging Dates as `{"$date": ISO}` so they come back as Dates
 * (a plain ISO string would be ambiguous with text fields that look like one).
 */
export function serializePayload(payload: unknown): string {
  return JSON.stringify(payload, function (this: Record<string, unknown>, key: string, value: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { $date: Number.isNaN(raw.getTime()) ? null : raw.toISOString() } : value;
  });
}

/** Parses what `serializePayload` wrote, reviving tagged Dates. */
export function deserializePayload(text: string | Buffer): unknown {
  return JSON.parse(text.toString(), (_key, value: unknown) => {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && keys[0] === '$date') {
        const iso = (value as { $date: string | null }).$date;
        return iso === null ? new Date(Number.NaN) : new Date(iso);
      }
    }
    return value;
  });
}

/**
 * Pub/sub through Redis (issue 7, scale-out): every instance publishes to and subscribes on
 * `<prefix><TOPIC>` channels, so a change made on one instance reaches subscribers on all.
 * Uses graphql-redis-subscriptions with two dedicated ioredis connections (a subscribing
 * connection cannot run other commands).
 * @param url REDIS_URL
 * @param prefix REDIS_PREFIX, keeps installations sharing a Redis apart
 * @param log where failed publishes are reported (a publish never throws at the caller)
 */
export function createRedisPubSub(url: string, prefix: string, log: Logger): PubSub {
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const Redis = ioredis().default;
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const connection of [publisher, subscriber])
    connection.on('error', (error: Error) => log.warn({ err: error }, 'redis pub/sub connection error'));
  const inner: RedisPubSub = new (redisSubscriptions().RedisPubSub)({
    publisher,
    subscriber,
    serializer: serializePayload,
    deserializer: deserializePayload,
  });
  const channel = (topic: keyof Topics): string => `${prefix}${topic}`;
  return {
    publish(topic, ...payload) {
      inner.publish(channel(topic), payload[0]).catch((error: unknown) => log.error({ err: error, topic }, 'redis publish failed'));
    },
    subscribe: (topic) => inner.asyncIterableIterator(channel(topic)) as AsyncIterable<Topics[typeof topic][0]>,
    async close() {
      await inner.close().catch(() => {
        publisher.disconnect();
        subscriber.disconnect();
      });
    },
  };
}

/**
 * The application's pub/sub: Redis when REDIS_URL is set (several instances), else in-process.
 * @param config REDIS_URL and REDIS_PREFIX
 */
export function createAppPubSub(
  config: { redisUrl: string | null; redisPrefix: string } = { redisUrl: null, redisPrefix: '' },
  log?: Logger,
): PubSub {
  if (config.redisUrl && log) return createRedisPubSub(config.redisUrl, config.redisPrefix, log);
  return createInProcessPubSub();
}
