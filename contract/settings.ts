import { Type, type Static } from '@sinclair/typebox';
import { PHONE_PATTERN } from './limits';
import { ClosedObject } from './request';

/*
 * The shop's settings (docs/api.md "Shop settings"): its name, contacts and hours, its branches, the delivery fee and
 * the free-delivery threshold, the return window and the SMS sender name. The shop reads them at GET
 * /api/settings/getShopSettings; an ADMIN edits them at /api/settings/staff.
 */

export const MAX_SHOP_NAME = 60;
export const MAX_CONTACT_TEXT = 100;
export const MAX_HOURS_TEXT = 100;
export const MAX_ADDRESS_TEXT = 200;
export const MAX_BRANCHES = 10;
/** The dearest delivery fee and the highest free-delivery threshold staff may set, so a typo of zeros is refused. */
export const MAX_DELIVERY_FEE = 1_000_000;
export const MAX_FREE_DELIVERY_FROM = 100_000_000;
export const MIN_RETURN_WINDOW_DAYS = 1;
export const MAX_RETURN_WINDOW_DAYS = 60;
/** An SMS sender name (alphanumeric sender id) as the gateways take it: 1-11 Latin letters and digits. */
export const SMS_SENDER_PATTERN = '^[A-Za-z0-9]{1,11}$';
export const TELEGRAM_PATTERN = '^@[A-Za-z0-9_]{5,32}$';
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

const NotBlank = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S', description: 'not blank' });
const Money = (maximum: number, description: string) => Type.Integer({ minimum: 0, maximum, description });

export const ShopBranch = ClosedObject({
  nameUz: NotBlank(MAX_CONTACT_TEXT),
  nameRu: NotBlank(MAX_CONTACT_TEXT),
  addressUz: NotBlank(MAX_ADDRESS_TEXT),
  addressRu: NotBlank(MAX_ADDRESS_TEXT),
  // A landmark may be left out (empty).
  landmarkUz: Type.String({ maxLength: MAX_ADDRESS_TEXT }),
  landmarkRu: Type.String({ maxLength: MAX_ADDRESS_TEXT }),
  hoursUz: NotBlank(MAX_HOURS_TEXT),
  hoursRu: NotBlank(MAX_HOURS_TEXT),
});
export type ShopBranch = Static<typeof ShopBranch>;

/** The settings as the shop shows them and as an ADMIN saves them (PUT takes this whole, closed). */
export const ShopSettings = ClosedObject({
  shopName: NotBlank(MAX_SHOP_NAME),
  phoneNumber: Type.String({ pattern: PHONE_PATTERN, description: '+998 and 9 digits' }),
  telegram: Type.String({ pattern: TELEGRAM_PATTERN, description: '@ and 5-32 letters, digits or _' }),
  email: Type.String({ pattern: EMAIL_PATTERN, maxLength: MAX_CONTACT_TEXT }),
  hoursUz: NotBlank(MAX_HOURS_TEXT),
  hoursRu: NotBlank(MAX_HOURS_TEXT),
  deliveryFee: Money(MAX_DELIVERY_FEE, "so'm for delivering goods below freeDeliveryFrom"),
  freeDeliveryFrom: Money(MAX_FREE_DELIVERY_FROM, "goods (before any coupon) from this many so'm travel free"),
  returnWindowDays: Type.Integer({ minimum: MIN_RETURN_WINDOW_DAYS, maximum: MAX_RETURN_WINDOW_DAYS, description: 'days after delivery a return is taken' }),
  smsSender: Type.String({ pattern: SMS_SENDER_PATTERN, description: 'the SMS sender name: 1-11 Latin letters and digits' }),
  branches: Type.Array(ShopBranch, { minItems: 1, maxItems: MAX_BRANCHES }),
});
export type ShopSettings = Static<typeof ShopSettings>;

/** What the migration that made the settings stored: the SPA shows these until the shop's own have loaded. */
export const DEFAULT_DELIVERY_RULES = { deliveryFee: 28_000, freeDeliveryFrom: 400_000 } as const;

/** The shop's phone number as people write it: +998 71 200 00 00. */
export function phoneForDisplay(phoneNumber: string): string {
  const match = /^\+998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phoneNumber);
  return match ? `+998 ${match.slice(1).join(' ')}` : phoneNumber;
}
