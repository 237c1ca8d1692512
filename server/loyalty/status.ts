export interface LoyaltyTier {
  name: string;
  minPoints: number;
}

export interface LoyaltyStatus {
  name: string;
  minPoints: number;
  /** The next tier up, or null at the top tier. */
  nextName: string | null;
  nextMinPoints: number | null;
}

/** The shop's tiers while the loyalty_tiers table is empty (a shop not seeded yet). */
export const DEFAULT_LOYALTY_TIERS: readonly LoyaltyTier[] = [
  { name: 'Start', minPoints: 0 },
  { name: 'Bronze', minPoints: 1500 },
  { name: 'Silver', minPoints: 3000 },
  { name: 'Gold', minPoints: 6000 },
];

/**
 * The tiers that apply: the stored ones, or the defaults while none are stored. The one place the defaults step
 * in, for the status a customer sees and the coupons points award alike; `fromDefault` fills in what a default
 * tier lacks.
 */
export function tiersInForce<T extends LoyaltyTier>(stored: readonly T[], fromDefault: (tier: LoyaltyTier) => T): readonly T[] {
  return stored.length > 0 ? stored : DEFAULT_LOYALTY_TIERS.map(fromDefault);
}

/**
 * The tier a points balance reaches among `tiers`, whatever their order, and the one after it. The lowest tier is the
 * floor, so a balance under every threshold (or below zero) reaches it; there is always one (tiersInForce, loadLadder).
 */
export function tierReached<T extends LoyaltyTier>(points: number, tiers: readonly T[]): { current: T; next: T | undefined } {
  const ladder = [...tiers].sort((a, b) => a.minPoints - b.minPoints);
  let currentIndex = 0;
  ladder.forEach((tier, index) => {
    if (points >= tier.minPoints) currentIndex = index;
  });
  return { current: ladder[currentIndex] as T, next: ladder[currentIndex + 1] };
}

/** The tier a points balance reaches and the one after it, as the customer's profile shows them (tierReached). */
export function loyaltyStatus(points: number, tiers: readonly LoyaltyTier[] = DEFAULT_LOYALTY_TIERS): LoyaltyStatus {
  const { current, next } = tierReached(points, tiersInForce(tiers, (tier) => tier));
  return {
    name: current.name,
    minPoints: current.minPoints,
    nextName: next?.name ?? null,
    nextMinPoints: next?.minPoints ?? null,
  };
}
