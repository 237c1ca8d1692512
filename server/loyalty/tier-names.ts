/** A name in both of the shop's languages. */
export interface Names {
  uz: string;
  ru: string;
}

/**
 * The shop's words for its tiers, by key (loyalty_tiers.name; the SPA's texts use the same words,
 * profile.status.tiers): what a tier is called when its row names it in neither language.
 */
const KNOWN_TIERS: Record<string, Names> = {
  Start: { uz: 'Start', ru: 'Старт' },
  Bronze: { uz: 'Bronza', ru: 'Бронза' },
  Silver: { uz: 'Kumush', ru: 'Серебро' },
  Gold: { uz: 'Oltin', ru: 'Золото' },
};

interface NamedRow {
  name: string;
  nameUZB?: string | null;
  nameRUS?: string | null;
}

/** A tier's name per language: as stored, else the shop's word for its key, else the key itself. */
export function tierNames(tier: NamedRow): Names {
  const known = KNOWN_TIERS[tier.name];
  return { uz: tier.nameUZB || known?.uz || tier.name, ru: tier.nameRUS || known?.ru || tier.name };
}

/**
 * A coupon's name per language: as stored; else, for a tier's coupon, named after the tier ("Bronza kuponi",
 * "Купон «Бронза»"); else its one `name`.
 */
export function couponNames(coupon: NamedRow, tier: NamedRow | null): Names {
  const tierName = tier && tierNames(tier);
  return {
    uz: coupon.nameUZB || (tierName ? `${tierName.uz} kuponi` : coupon.name),
    ru: coupon.nameRUS || (tierName ? `Купон «${tierName.ru}»` : coupon.name),
  };
}
