import { DELIVERY_FEE, FREE_DELIVERY_FROM } from '../cart/cartTotals';

/*
 * What every product page promises about delivery and payment. The money figures are the
 * cart's own constants, so the promise and the cart's delivery line can never disagree.
 */
export const shopFacts = {
  /** Goods from this sum (so'm) travel free. */
  freeDeliveryFrom: FREE_DELIVERY_FROM,
  /** Delivery below that sum (so'm). */
  deliveryFee: DELIVERY_FEE,
  /** Tashkent city: within this many hours. */
  tashkentDeliveryHours: 24,
  /** The rest of Uzbekistan: this many days. */
  regionsDeliveryDays: { min: 1, max: 3 },
  /** The online payment providers, by their own brand names (never translated). */
  paymentProviders: ['PayMe', 'Uzumbank', 'Click'],
} as const;
