import { Type, type Static } from '@sinclair/typebox';
import { Moment, Nullable } from '../../../contract/common';
import { CouponKindSchema } from '../../../contract/promotions';
import { ClosedObject, Id } from '../../http/schemas';

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
