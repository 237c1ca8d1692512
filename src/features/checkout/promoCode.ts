import { toServerFailure } from '../../../machines/serverFailure';

/** The keys of checkout.promo.reasons: why a typed promo code gives no credit. */
export type PromoCodeReason = 'unknown' | 'switchedOff' | 'notYet' | 'expired' | 'usedUp' | 'usedByYou' | 'minimum' | 'failed';

export type PromoCodeRefusal = { reason: PromoCodeReason; amount?: number };

// The server's `fields.promoCode` words (docs/api.md, checkPromoCode): English, so the page words them itself.
const reasons: Record<string, PromoCodeReason> = {
  'unknown code': 'unknown',
  'switched off': 'switchedOff',
  'not valid yet': 'notYet',
  expired: 'expired',
  'used up': 'usedUp',
  'already used by you': 'usedByYou',
};

/** Reads a refused check or order into the reason the field shows; anything else (offline, 5xx) is `failed`. */
export function promoCodeRefusal(error: unknown): PromoCodeRefusal {
  const said = toServerFailure(error).fields?.promoCode;
  if (said === undefined) return { reason: 'failed' };
  const minimum = /^needs goods of at least (\d+)/.exec(said);
  if (minimum) return { reason: 'minimum', amount: Number(minimum[1]) };
  return { reason: reasons[said] ?? 'failed' };
}
