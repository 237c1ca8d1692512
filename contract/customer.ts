import { Type, type Static } from '@sinclair/typebox';
import { Image, Nullable } from './common';
import { MAX_PASSWORD_LENGTH } from './limits';
import { ClosedObject, FullName, IsoDate, Password } from './request';
import { TelegramLink } from './telegram';

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
  /**
   * The linked Telegram account (docs/api.md "Telegram"), null when none. The server always sends it; optional in the
   * type until the SPA's fixtures of a customer carry it.
   */
  telegram: Type.Optional(Nullable(TelegramLink)),
});
export type Customer = Static<typeof Customer>;

/** PUT /api/customers/editCustomer/{customerId}: name, birth date and gender. */
export const EditCustomerBody = ClosedObject({ fullName: FullName, birthDate: IsoDate, gender: Gender });
export type EditCustomerBody = Static<typeof EditCustomerBody>;

/** PUT /api/customers/editCustomerPassword/{customerId}: the current password is required. */
export const EditCustomerPasswordBody = ClosedObject({
  oldPassword: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }),
  newPassword: Password,
  confirmPassword: Type.String({ maxLength: MAX_PASSWORD_LENGTH }),
});
export type EditCustomerPasswordBody = Static<typeof EditCustomerPasswordBody>;
