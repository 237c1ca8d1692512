import { randomInt, timingSafeEqual } from 'node:crypto';

export type CodePurpose = 'REGISTER' | 'RESET_PASSWORD';

export const CODE_LIFETIME_MS = 5 * 60_000;
/** The fifth wrong try kills the code. */
export const MAX_WRONG_TRIES = 5;
export const SMS_GAP_MS = 60_000;
export const SMS_WINDOW_MS = 24 * 60 * 60_000;
export const SMS_PER_WINDOW = 10;

export function generateCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** Constant time, so response timing says nothing about how many leading digits were right. */
export function codesMatch(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * When a phone may get its next SMS, given when its recent codes were sent (any order), or null when it
 * may get one now: one a minute, and at most SMS_PER_WINDOW in any 24 hours.
 */
export function nextSmsAllowedAt(sentTimes: Date[], now: Date): Date | null {
  const recent = sentTimes
    .map((time) => time.getTime())
    .filter((time) => time > now.getTime() - SMS_WINDOW_MS)
    .sort((a, b) => b - a);
  const candidates: number[] = [];
  const newest = recent[0];
  if (newest !== undefined && newest + SMS_GAP_MS > now.getTime()) candidates.push(newest + SMS_GAP_MS);
  const oldestThatCounts = recent[SMS_PER_WINDOW - 1];
  if (oldestThatCounts !== undefined) candidates.push(oldestThatCounts + SMS_WINDOW_MS);
  return candidates.length ? new Date(Math.max(...candidates)) : null;
}

/** "in 45 seconds" / "in 3 minutes" / "after 14:05 UTC on 2026-11-21": what a 429 tells the shopper. */
export function describeWait(until: Date, now: Date): string {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  if (seconds < 120) return `in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `in ${minutes} minutes`;
  const iso = until.toISOString();
  return `after ${iso.slice(11, 16)} UTC on ${iso.slice(0, 10)}`;
}
