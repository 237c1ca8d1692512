import { Redis } from 'ioredis';

/**
 * The one Redis connection a server shares its state through (REDIS_URL): rate-limit counters, failure counters
 * and the catalogue's invalidation messages. Every key and channel starts with `prefix`, so several shops or
 * test runs can share one Redis (channels ignore Redis's database number, so the prefix is what keeps them apart).
 */
export interface SharedRedis {
  client: Redis;
  prefix: string;
  /** A second connection for SUBSCRIBE, which takes a connection over; closed with the shared one. */
  subscriber(): Redis;
  close(): Promise<void>;
}

/** How long a command may wait for a connection that dropped before it fails the request it serves. */
const COMMAND_RETRIES = 2;

/** Reconnects keep trying, each at most two seconds apart: a Redis restart must not need a server restart. */
const reconnectDelay = (attempt: number) => Math.min(attempt * 100, 2000);

function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

async function open(url: string, label: string): Promise<Redis> {
  let started = false;
  // No retries before the first connection: the start fails at once with the reason rather than waiting.
  const retryStrategy = (attempt: number) => (started ? reconnectDelay(attempt) : null);
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: COMMAND_RETRIES, retryStrategy });
  let lastError: Error | undefined;
  const remember = (error: Error) => (lastError = error);
  client.on('error', remember);
  try {
    await client.connect();
    await client.ping();
    started = true;
  } catch (error) {
    // A connection that ended already is left alone: disconnecting it again starts a timer nothing clears.
    if (client.status !== 'end') client.disconnect();
    // ioredis rejects with "Connection is closed."; the socket's own error says why (refused, unknown host, auth).
    const reason = lastError?.message ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`REDIS_URL: cannot reach Redis at ${label} (${reason})`);
  } finally {
    client.off('error', remember);
  }
  return client;
}

/** QUIT, or a plain disconnect when Redis is away; one already ended is left alone (see open). */
export async function closeConnection(connection: Redis): Promise<void> {
  if (connection.status === 'end') return;
  await connection.quit().catch(() => {
    if (connection.status !== 'end') connection.disconnect();
  });
}

/**
 * Connects and checks the connection with a PING, so a wrong REDIS_URL stops the start with its reason instead
 * of failing the first sign-in. `onError` hears the errors of a dropped connection while ioredis reconnects.
 */
export async function connectRedis(url: string, options: { prefix: string; onError?: (error: Error) => void }): Promise<SharedRedis> {
  const label = redact(url);
  const client = await open(url, label);
  const onError = options.onError ?? (() => undefined);
  client.on('error', onError);
  const subscribers: Redis[] = [];
  return {
    client,
    prefix: options.prefix,
    subscriber() {
      // No retry limit: a subscription only waits for messages, and is taken up again on reconnecting.
      // Named, so an operator (and the tests) can tell it apart in CLIENT LIST.
      const subscriber = client.duplicate({ maxRetriesPerRequest: null, connectionName: `${options.prefix}subscriber` });
      subscriber.on('error', onError);
      subscribers.push(subscriber);
      return subscriber;
    },
    async close() {
      await Promise.all([client, ...subscribers].map(closeConnection));
    },
  };
}
