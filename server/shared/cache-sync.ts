import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { addInvalidationAnnouncer, type InvalidationTopic } from './invalidation';
import { closeConnection, type SharedRedis } from './redis';

export interface CacheSync {
  close(): Promise<void>;
}

/** What each topic clears in this server's memory, and what clears all of it (server/cache-topics.ts): the domains' own functions. */
export interface CacheForgetters {
  topics: Record<InvalidationTopic, () => void>;
  everything: () => void;
}

/**
 * Carries every server's cache invalidations to the others through Redis pub/sub (one channel, messages
 * "<sender> <topic>"). Pub/sub keeps nothing for a subscriber that is away, so whenever the subscription is made
 * again after a dropped connection, everything kept is forgotten: what changed meanwhile is read afresh. While it
 * is down, entries end by their time-to-live (30 s for the API answers) as they would without a signal.
 */
export async function startCacheSync(redis: SharedRedis, log: FastifyBaseLogger, forget: CacheForgetters): Promise<CacheSync> {
  const isTopic = (value: string): value is InvalidationTopic => Object.hasOwn(forget.topics, value);
  const channel = `${redis.prefix}invalidate`;
  const sender = randomUUID();
  // Subscribed by hand on every connection (not ioredis's autoResubscribe), so the caches are cleared only once
  // the subscription is back: a change announced before that moment is then covered by the clearing.
  const subscriber = redis.subscriber();
  subscriber.options.autoResubscribe = false;
  let closing = false;
  let connections = 0;

  subscriber.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const [origin, topic] = message.split(' ');
    if (origin === sender || topic === undefined || !isTopic(topic)) return;
    forget.topics[topic]();
  });

  const subscribe = async () => {
    await subscriber.subscribe(channel);
    connections += 1;
    if (connections > 1) {
      forget.everything();
      log.warn('the cache invalidation channel is back after a dropped connection; the catalogue and search caches were cleared');
    }
  };
  subscriber.on('ready', () => {
    if (closing || connections === 0) return;
    subscribe().catch((error: unknown) => log.error({ err: error }, 'could not subscribe to the cache invalidation channel again'));
  });
  await subscribe();

  const removeAnnouncer = addInvalidationAnnouncer((topic) => {
    redis.client.publish(channel, `${sender} ${topic}`).catch((error: unknown) => {
      log.error({ err: error, topic }, 'could not tell the other servers of a cache invalidation; their entries end by their time-to-live');
    });
  });

  return {
    async close() {
      closing = true;
      removeAnnouncer();
      await closeConnection(subscriber);
    },
  };
}
