import { Redis } from 'ioredis';
import { currentCatalogueVersion, invalidateCatalogue } from '../../server/catalogue/cache';
import { RedisAttemptStore } from '../../server/http/redis-attempt-store';
import { CACHE_FORGETTERS } from '../../server/cache-topics';
import { startCacheSync, type CacheSync } from '../../server/shared/cache-sync';
import { connectRedis, type SharedRedis } from '../../server/shared/redis';
import { invalidateSearchVocabulary } from '../../server/catalogue/products/vocabulary';
import { dropRedisPrefix, testRedisUrl, uniqueRedisPrefix } from '../support/test-redis';

/**
 * The pieces that share state between servers through the machine's Redis: the failure counters' store and the
 * cache invalidation channel. Each "server" here is a connection of its own under one prefix.
 */

const prefix = uniqueRedisPrefix('shared');
const opened: SharedRedis[] = [];
const syncs: CacheSync[] = [];
const silentLog = { warn: () => undefined, error: () => undefined } as unknown as Parameters<typeof startCacheSync>[1];

async function server(): Promise<SharedRedis> {
  const redis = await connectRedis(testRedisUrl, { prefix });
  opened.push(redis);
  return redis;
}

async function syncedServer(): Promise<SharedRedis> {
  const redis = await server();
  syncs.push(await startCacheSync(redis, silentLog, CACHE_FORGETTERS));
  return redis;
}

async function until(check: () => boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not so within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

afterAll(async () => {
  await Promise.all(syncs.map((sync) => sync.close()));
  await Promise.all(opened.map((redis) => redis.close()));
  await dropRedisPrefix(prefix);
});

describe('connectRedis', () => {
  it('stops the start with the reason when Redis does not answer', async () => {
    await expect(connectRedis('redis://127.0.0.1:1', { prefix })).rejects.toThrow(/^REDIS_URL: cannot reach Redis at redis:\/\/127\.0\.0\.1:1.*ECONNREFUSED/);
  });
});

describe('the Redis attempt store', () => {
  it('gives slots up to the limit per window, takes back released ones, and forgets cleared keys', async () => {
    const store = new RedisAttemptStore(await server());
    expect(await store.reserve('a', 2, 10_000)).toEqual({ granted: true });
    expect(await store.reserve('a', 2, 10_000)).toEqual({ granted: true });
    const refused = await store.reserve('a', 2, 10_000);
    expect(refused.granted).toBe(false);
    if (!refused.granted) expect(refused.retryAfterMs).toBeGreaterThan(9_000);
    await store.release('a');
    expect(await store.reserve('a', 2, 10_000)).toEqual({ granted: true });
    await store.clear('a');
    expect(await store.reserve('a', 1, 10_000)).toEqual({ granted: true });
    expect(await store.reserve('none', 0, 10_000)).toEqual({ granted: false, retryAfterMs: 10_000 });
  });

  it('opens a new window once the old one has closed, and a release keeps the window', async () => {
    const store = new RedisAttemptStore(await server());
    expect(await store.reserve('w', 1, 300)).toEqual({ granted: true });
    expect((await store.reserve('w', 1, 300)).granted).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(await store.reserve('w', 2, 300)).toEqual({ granted: true });
    expect(await store.reserve('w', 2, 300)).toEqual({ granted: true });
    await store.release('w');
    const ttl = await opened[0]!.client.pttl(`${prefix}attempts:w`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
  });

  it('gives exactly the limit when two servers reserve at once', async () => {
    const stores = [new RedisAttemptStore(await server()), new RedisAttemptStore(await server())];
    const reservations = await Promise.all(Array.from({ length: 40 }, (_, index) => stores[index % 2]!.reserve('race', 5, 10_000)));
    expect(reservations.filter((reservation) => reservation.granted)).toHaveLength(5);
  });
});

describe('the cache invalidation channel', () => {
  // One server per process, as in production (the announcers are the process's); the other server is played by
  // plain connections that listen and publish on its channel.
  const channel = `${prefix}invalidate`;
  let heard: string[] = [];
  let listener: Redis;
  let other: Redis;

  beforeAll(async () => {
    await syncedServer();
    listener = new Redis(testRedisUrl);
    other = new Redis(testRedisUrl);
    listener.on('message', (_channel: string, message: string) => heard.push(message));
    await listener.subscribe(channel);
  });
  afterAll(() => {
    listener.disconnect();
    other.disconnect();
  });
  beforeEach(() => {
    heard = [];
  });

  it('tells the other servers of a catalogue or vocabulary invalidation, forgetting its own entries once', async () => {
    const before = currentCatalogueVersion();
    invalidateCatalogue();
    invalidateSearchVocabulary();
    await until(() => heard.length === 2, 1000);
    expect(heard.map((message) => message.split(' ')[1])).toEqual(['catalogue', 'vocabulary']);
    // Its own messages come back on the channel and are not acted on a second time.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(currentCatalogueVersion()).toBe(before + 2);
  });

  it("forgets its entries when another server announces a change", async () => {
    const before = currentCatalogueVersion();
    await other.publish(channel, 'elsewhere catalogue');
    await until(() => currentCatalogueVersion() === before + 1, 1000);
    await other.publish(channel, 'elsewhere vocabulary');
    await until(() => currentCatalogueVersion() === before + 2, 1000);
  });

  it('ignores messages that are not an invalidation', async () => {
    const before = currentCatalogueVersion();
    await other.publish(channel, 'elsewhere prices');
    await other.publish(channel, 'garbage');
    await other.publish(`${prefix}elsewhere`, 'elsewhere catalogue');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(currentCatalogueVersion()).toBe(before);
  });

  it('forgets everything once its subscription is back after a dropped connection, and hears changes again', async () => {
    const list = (await other.client('LIST')) as string;
    const ids = list.split('\n').filter((line) => line.includes(` name=${prefix}subscriber `)).map((line) => /^id=(\d+)/.exec(line)?.[1]);
    expect(ids).toHaveLength(1);
    const before = currentCatalogueVersion();
    // Nothing is announced meanwhile: only the reconnection itself may clear the cache.
    await other.client('KILL', 'ID', ids[0]!);
    await until(() => currentCatalogueVersion() === before + 1, 3000);
    await other.publish(channel, 'elsewhere catalogue');
    await until(() => currentCatalogueVersion() === before + 2, 1000);
  });
});
