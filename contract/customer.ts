import { Type, type Static } from '@sinclair/typebox';
import { Image, Nullable } from './common';

export const Gender = Type.Union([Type.Literal('Erkak'), Type.Literal('Ayol')]);
export type Gender = Static<typeof Gender>;

/** Where the customer stands in the loyalty programme, and the next step up (null at the top). */
export const LoyaltyStatus = Type.Object({
  name: Type.String(),
  minPoints: Type.Integer(),
  nextName: Nullable(Type.String()),
  nextMinPoints: Nullable(Type.Integer()),
});
export type LoyaltyStatus = Static<typeof LoyaltyStatus>;

/** GET /api/customers/getCustomerById/{customerId}: the signed-in customer's profile (docs/api.md "Customer"). */
export const Customer = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  phoneNumber: Type.String(),
  birthDate: Type.String({ format: 'date' }),
  gender: Gender,
  image: Nullable(Image),
  points: Type.Integer(),
  status: LoyaltyStatus,
});
export type Customer = Static<typeof Customer>;
