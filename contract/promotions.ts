import { Type, type Static } from '@sinclair/typebox';
import { Moment, Nullable } from './common';
import { ClosedObject, Id } from './request';
import { MAX_TYPED_PROMO_CODE, PROMO_CODE_PATTERN } from './limits';

/**
 * What a coupon is for, written once: the staff pick one when they add a coupon (GET /api/coupon/enums/couponNames
 * lists them). A TIER coupon is not handed out when it is made: reaching the loyalty tier that names it awards it.
 */
export const COUPON_KINDS = ['GIFT', 'WELCOME', 'BIRTHDAY', 'TIER', 'APOLOGY'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
export const CouponKindSchema = Type.Union(COUPON_KINDS.map((kind) => Type.Literal(kind)));

/** A promo code as the staff set it: stored upper-case, so `spring-10` becomes SPRING-10. */
const PromoCode = Type.String({ pattern: PROMO_CODE_PATTERN, description: '3-32 letters A-Z, digits and -; stored upper-case' });

/** A promo code as a shopper types it: any case, spaces around allowed; one no coupon has is answered 404. */
export const TypedPromoCode = Type.String({ minLength: 1, maxLength: MAX_TYPED_PROMO_CODE, description: 'case-insensitive' });

/** A coupon as the staff see it, with how many customers hold it and how many orders spent it. */
export const StaffCoupon = Type.Object({
  id: Type.Integer(),
  kind: CouponKindSchema,
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  credit: Type.Integer({ description: "so'm off the goods" }),
  minBasket: Type.Integer({ description: "the goods total (so'm) an order must reach" }),
  validDays: Type.Integer({ description: 'how long a grant lasts when validUntil is not set' }),
  validFrom: Nullable(Moment),
  validUntil: Nullable(Moment),
  multiUse: Type.Boolean(),
  customer: Nullable(Type.Object({ id: Type.Integer(), fullName: Type.String(), phoneNumber: Type.String() })),
  loyaltyTierId: Nullable(Type.Integer({ description: 'the tier whose reaching awards it' })),
  active: Type.Boolean(),
  createdAt: Moment,
  granted: Type.Integer({ description: 'customers holding it' }),
  usedOrders: Type.Integer({ description: 'orders that spent it' }),
  code: Nullable(Type.String({ description: 'the promo code shoppers type at checkout; null: a coupon handed to customers' })),
  maxUses: Nullable(Type.Integer({ description: "the promo code's uses in all; null: no limit" })),
  maxUsesPerCustomer: Type.Integer({ description: "the promo code's uses per customer" }),
  promoUses: Type.Integer({ description: 'orders the promo code credited, less those that gave their use back' }),
});
export type StaffCoupon = Static<typeof StaffCoupon>;

/** A sale group: a percent off every product of its categories (a parent with its subcategories) for a period. */
export const SaleGroup = Type.Object({
  id: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  percent: Type.Integer({ minimum: 1, maximum: 99 }),
  startsAt: Moment,
  endsAt: Moment,
  active: Type.Boolean(),
  categoryIds: Type.Array(Type.Integer()),
  state: Type.Union([Type.Literal('SCHEDULED'), Type.Literal('RUNNING'), Type.Literal('ENDED'), Type.Literal('OFF')], {
    description: 'at the server clock: OFF when switched off, else by its period',
  }),
  createdAt: Moment,
});
export type SaleGroup = Static<typeof SaleGroup>;

/** A loyalty tier as the staff edit it: its key, names, threshold and the coupons reaching it awards. */
export const StaffTier = Type.Object({
  id: Type.Integer(),
  name: Type.String({ description: 'the key (Start, Bronze, ...)' }),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  minPoints: Type.Integer(),
  couponIds: Type.Array(Type.Integer()),
});
export type StaffTier = Static<typeof StaffTier>;

/* The staff's promotion requests. */

const Name = Type.String({ minLength: 1, maxLength: 100, description: 'trimmed, not blank' });
const Som = (description: string) => Type.Integer({ minimum: 0, maximum: 100_000_000, description });

const couponFields = {
  kind: CouponKindSchema,
  nameUZB: Name,
  nameRUS: Name,
  credit: Type.Integer({ minimum: 1_000, maximum: 10_000_000, description: "so'm off the goods" }),
  minBasket: Som("the goods total (so'm, before the credit) an order must reach; 0: none"),
  validDays: Type.Integer({ minimum: 1, maximum: 3650, description: 'days a grant lasts when validUntil is null' }),
  validFrom: Nullable({ ...Moment, description: 'not usable before; null: from now' }),
  validUntil: Nullable({ ...Moment, description: 'not usable from then on (every grant expires then); null: validDays after each grant' }),
  multiUse: Type.Boolean({ description: 'true: every order may use it again; false: one order spends it' }),
  code: Type.Optional(Nullable({ ...PromoCode, description: 'a promo code shoppers type at checkout (unique; nobody is handed the coupon then); null or absent: none' })),
  // Absent rather than null for no limit: Fastify's Ajv coerces 0 to null in a nullable field, which would lift the limit.
  maxUses: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000_000, description: "the promo code's uses in all; absent: no limit" })),
  maxUsesPerCustomer: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000, description: "the promo code's uses per customer; absent: 1" })),
};

export const AddCouponBody = ClosedObject({
  ...couponFields,
  customerId: Nullable({ ...Id, description: 'one customer; null: every customer present now (a TIER coupon: nobody, reaching its tier awards it)' }),
});
export type AddCouponBody = Static<typeof AddCouponBody>;

export const EditCouponBody = ClosedObject({ ...couponFields, active: Type.Boolean({ description: 'false: no checkout takes it' }) });
export type EditCouponBody = Static<typeof EditCouponBody>;

export const SaleGroupBody = ClosedObject({
  nameUZB: Name,
  nameRUS: Name,
  percent: Type.Integer({ minimum: 1, maximum: 99 }),
  startsAt: Moment,
  endsAt: { ...Moment, description: 'after startsAt' },
  active: Type.Boolean(),
  categoryIds: Type.Array(Id, { minItems: 1, maxItems: 200, uniqueItems: true, description: 'a parent category covers its subcategories' }),
});
export type SaleGroupBody = Static<typeof SaleGroupBody>;

export const TierBody = ClosedObject({
  nameUZB: Name,
  nameRUS: Name,
  minPoints: Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'unique; the tiers stay ascending in their order' }),
  couponIds: Type.Array(Id, { maxItems: 20, uniqueItems: true, description: 'the coupons reaching this tier awards (TIER coupons)' }),
});
export type TierBody = Static<typeof TierBody>;
