/*
 * What every product page promises about delivery and payment. The money figures are the shop settings' (read with
 * useDeliveryRules, as the cart reads them), so the promise and the cart's delivery line can never disagree.
 */
export const shopFacts = {
  /** Tashkent city: within this many hours. */
  tashkentDeliveryHours: 24,
  /** The rest of Uzbekistan: this many days. */
  regionsDeliveryDays: { min: 1, max: 3 },
  /** The online payment providers, by their own brand names (never translated). */
  paymentProviders: ['PayMe', 'Uzumbank', 'Click'],
} as const;
