import { Type, type Static } from '@sinclair/typebox';
import {
  EMAIL_PATTERN,
  MAX_ADDRESS_TEXT,
  MAX_SHOP_BRANCHES,
  MAX_CONTACT_TEXT,
  MAX_DELIVERY_FEE,
  MAX_FREE_DELIVERY_FROM,
  MAX_HOURS_TEXT,
  MAX_RETURN_WINDOW_DAYS,
  MAX_SHOP_NAME,
  MIN_RETURN_WINDOW_DAYS,
  PHONE_PATTERN,
  SMS_SENDER_PATTERN,
  TELEGRAM_PATTERN,
} from './limits';
import { ClosedObject } from './request';

/*
 * The shop's settings (docs/api.md "Shop settings"): its name, contacts and hours, its branches, the delivery fee and
 * the free-delivery threshold, the return window and the SMS sender name. The shop reads them at GET
 * /api/settings/getShopSettings; an ADMIN edits them at /api/settings/staff.
 */

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
  telegram: Type.String({ pattern: TELEGRAM_PATTERN, description: '@ and 5-32 letters, digits or _', examples: ['@libos_uz'] }),
  email: Type.String({ pattern: EMAIL_PATTERN, maxLength: MAX_CONTACT_TEXT, examples: ['info@libos.uz'] }),
  hoursUz: NotBlank(MAX_HOURS_TEXT),
  hoursRu: NotBlank(MAX_HOURS_TEXT),
  deliveryFee: Money(MAX_DELIVERY_FEE, "so'm for delivering goods below freeDeliveryFrom"),
  freeDeliveryFrom: Money(MAX_FREE_DELIVERY_FROM, "goods (before any coupon) from this many so'm travel free"),
  returnWindowDays: Type.Integer({ minimum: MIN_RETURN_WINDOW_DAYS, maximum: MAX_RETURN_WINDOW_DAYS, description: 'days after delivery a return is taken' }),
  smsSender: Type.String({ pattern: SMS_SENDER_PATTERN, description: 'the SMS sender name: 1-11 Latin letters and digits', examples: ['Libos'] }),
  branches: Type.Array(ShopBranch, { minItems: 1, maxItems: MAX_SHOP_BRANCHES }),
});
export type ShopSettings = Static<typeof ShopSettings>;

/** What delivery costs: the fee, waived from the threshold (the order prices it, the cart and checkout preview it). */
export type DeliveryRules = Pick<ShopSettings, 'deliveryFee' | 'freeDeliveryFrom'>;
