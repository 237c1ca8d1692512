import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

/**
 * The machine's Redis for tests (REDIS_URL, else 127.0.0.1:6379; it runs on every machine of this project and in
 * CI, so a test that cannot reach it fails). Each test run takes a key and channel prefix of its own, so runs
 * at once never see each other's counters or messages.
 */
export const testRedisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

export function uniqueRedisPrefix(name: string): string {
  return `libos-test-${name}-${randomBytes(4).toString('hex')}:`;
}

/** Deletes every key under `prefix`, so runs leave nothing behind. */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const client = new Redis(testRedisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await client.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    client.disconnect();
  }
}
