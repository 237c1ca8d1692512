/**
 * What a server tells the others when it changes data they keep in memory. Each topic's owner clears its own
 * memory first and then announces; the announcers (server/shared/cache-sync.ts with REDIS_URL, none without)
 * carry it to the other servers. A separate module, so the caches need not know how it travels.
 */
export type InvalidationTopic = 'catalogue' | 'vocabulary';

type Announcer = (topic: InvalidationTopic) => void;

const announcers = new Set<Announcer>();

export function announceInvalidation(topic: InvalidationTopic): void {
  for (const announcer of announcers) announcer(topic);
}

/** Adds a way of telling the other servers; returns its removal. */
export function addInvalidationAnnouncer(announcer: Announcer): () => void {
  announcers.add(announcer);
  return () => announcers.delete(announcer);
}
