import { AppError } from '../errors';
import type { SharedRedis } from '../shared/redis';
import type { AttemptStore, Reservation } from './attempt-store';

/*
 * Each step is one Lua script, which Redis runs with nothing in between: two servers reserving at once cannot
 * both take the last slot, as two awaits (GET, then INCR) could. The window opens with its first attempt and
 * lives in the key's expiry, as MemoryAttemptStore's does in closesAt.
 */
const RESERVE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
local ttl = redis.call('PTTL', KEYS[1])
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local open = count > 0 and ttl > 0
if open and count >= limit then return {0, ttl} end
if not open and limit < 1 then return {0, window} end
if open then redis.call('INCR', KEYS[1]) else redis.call('SET', KEYS[1], 1, 'PX', window) end
return {1, 0}`;

// DECR keeps the key's expiry, so a given-back slot does not lengthen the window.
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count <= 1 then redis.call('DEL', KEYS[1]) else redis.call('DECR', KEYS[1]) end
return 0`;

/** A counting store that does not answer: the try is refused for now rather than left uncounted. */
export function unavailable(cause: unknown): AppError {
  const failure = new AppError(503, 'SERVICE_UNAVAILABLE', 'Attempts cannot be counted just now; try again in a minute');
  failure.cause = cause;
  return failure;
}

/** The failure counters (server/auth/account-limits.ts) in Redis, shared by every server of the shop. */
export class RedisAttemptStore implements AttemptStore {
  constructor(private readonly redis: SharedRedis) {}

  async reserve(key: string, limit: number, windowMs: number): Promise<Reservation> {
    let answer: [number, number];
    try {
      answer = (await this.redis.client.eval(RESERVE, 1, this.keyOf(key), limit, windowMs)) as [number, number];
    } catch (error) {
      // Uncounted tries would be unlimited guesses: refuse until Redis is back.
      throw unavailable(error);
    }
    const [granted, retryAfterMs] = answer;
    return granted === 1 ? { granted: true } : { granted: false, retryAfterMs };
  }

  async release(key: string): Promise<void> {
    await this.redis.client.eval(RELEASE, 1, this.keyOf(key));
  }

  async clear(key: string): Promise<void> {
    await this.redis.client.del(this.keyOf(key));
  }

  private keyOf(key: string): string {
    return `${this.redis.prefix}attempts:${key}`;
  }
}
