import type { LoyaltyStatus } from '../account/types';

/** 1 000 so'm of paid goods earn 1 point (docs/api.md, "Loyalty, coupons, reviews, notifications"). */
export const SOM_PER_POINT = 1_000;

/**
 * The loyalty tiers (docs/api.md, "Loyalty, coupons, reviews, notifications"); the server names them in English,
 * the interface translates them.
 */
export const knownTiers = ['Start', 'Bronze', 'Silver', 'Gold'] as const;
export type KnownTier = (typeof knownTiers)[number];

export function isKnownTier(name: string): name is KnownTier {
  return (knownTiers as readonly string[]).includes(name);
}

export type TierProgress =
  | { next: null; percent: 100; remaining: 0 }
  | { next: string; percent: number; remaining: number };

/**
 * How far the customer is on the way from their tier to the next: the share of the span covered (0-100,
 * whole percent, never quite 100 before the next tier is reached) and the points still missing.
 */
export function tierProgress(points: number, status: LoyaltyStatus): TierProgress {
  if (status.nextName === null || status.nextMinPoints === null) return { next: null, percent: 100, remaining: 0 };
  const span = status.nextMinPoints - status.minPoints;
  const covered = Math.min(Math.max(points - status.minPoints, 0), span);
  const remaining = Math.max(status.nextMinPoints - points, 0);
  const percent = span > 0 ? Math.floor((covered / span) * 100) : 0;
  return { next: status.nextName, percent: remaining > 0 ? Math.min(percent, 99) : 100, remaining };
}
