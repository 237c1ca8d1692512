import { Type, type Static } from '@sinclair/typebox';

/** A coupon the customer holds; `usable` is the server's word on whether checkout will take it now. */
export const CustomerCoupon = Type.Object({
  id: Type.Integer({ description: 'the customer coupon id (couponCustomerId when ordering)' }),
  coupon: Type.Object({
    id: Type.Integer(),
    name: Type.String({ description: 'the name the coupon was made with' }),
    nameUZB: Type.String({ description: 'its name in Uzbek (a tier’s coupon is named after the tier)' }),
    nameRUS: Type.String({ description: 'its name in Russian' }),
    credit: Type.Integer({ description: "so'm off the goods" }),
  }),
  expireDate: Type.String({ format: 'date-time' }),
  used: Type.Boolean(),
  usable: Type.Boolean({ description: 'not used and not expired' }),
});
export type CustomerCoupon = Static<typeof CustomerCoupon>;
