import { label, type RouteOperation } from './openapi';

/**
 * Which routes of the OpenAPI document are public by design, and where the others take a customer's own ids,
 * for the isolation test. A route nobody listed here counts as a customer or staff route.
 */

/** Public by design: no customer token, no customer's data. Everything else must refuse a request without one. */
const PUBLIC_ROUTES: RegExp[] = [
  /^POST \/api\/auth\//, // signing in and up
  /^GET \/api\/health$/,
  /^GET \/api\/(categoryBlock|categories|product|homePage|lookCollection|status)\/(?!staff\/)/, // the catalogue (not the staff's reads)
  /^GET \/api\/(region|subRegion|postFilial)\//, // address lookups
  /^GET \/api\/review\/(getReviewsByProductId|getAverageRating)\//, // a product's reviews
  /^GET \/media\//, // pictures
  /^GET \/og\//, // link preview pictures (server/web/og-image.ts)
  /^(GET|POST) \/sandbox\//, // sandbox SMS and payment pages: only without provider keys
  /^DELETE \/sandbox\/click\/v2\/merchant\/payment\//, // the sandbox Click's reversals (its Auth header checked as Click checks it)
  /^POST \/api\/payments\//, // provider callbacks: they prove the provider's credentials (payments tests)
  /^POST \/api\/telegram\/webhook$/, // Telegram's updates: they prove the webhook's secret token (telegram tests)
  /^GET \/api\/telegram\/config$/, // the shop's bot, and where Telegram's sign-in popup and Mini App script are
  /^POST \/api\/message\/add$/, // the contact form: anyone may write to the shop (rate-limited per address)
  /^GET \/api\/settings\/getShopSettings$/, // the shop's contacts, branches and delivery figures
];
export const isPublic = (operation: RouteOperation) => PUBLIC_ROUTES.some((pattern) => pattern.test(label(operation)));

export type Kind = 'customer' | 'cartItem' | 'address' | 'likedItem' | 'coupon' | 'order' | 'notification';
const KINDS: Kind[] = ['customer', 'cartItem', 'address', 'likedItem', 'coupon', 'order', 'notification'];

/** Names under which routes take a customer's own ids (path, query or body). */
const OWNED_FIELDS: Record<string, Kind> = {
  customerId: 'customer',
  cartItemId: 'cartItem',
  cartIds: 'cartItem',
  cartItemIds: 'cartItem',
  addressId: 'address',
  likedItemId: 'likedItem',
  couponCustomerId: 'coupon',
  orderId: 'order',
  notificationId: 'notification',
};

/** A bare `{id}` names whatever its path is about; an unknown one is tried as every kind. */
const ID_KIND_BY_PREFIX: Array<[string, Kind]> = [
  ['/api/address/', 'address'],
  ['/api/cartItem/', 'cartItem'],
  ['/api/likedItem/', 'likedItem'],
  ['/api/notification/', 'notification'],
  ['/api/order/', 'order'],
  ['/api/couponCustomer/', 'coupon'],
];

/** Paths whose bare `id` is none of the shop's: the Telegram user id of the Login Widget's data. */
const FOREIGN_ID_PREFIXES = ['/api/customers/telegram/'];

function kindsOf(operation: RouteOperation, name: string): Kind[] {
  if (OWNED_FIELDS[name]) return [OWNED_FIELDS[name]!];
  if (name !== 'id' || FOREIGN_ID_PREFIXES.some((prefix) => operation.path.startsWith(prefix))) return [];
  const known = ID_KIND_BY_PREFIX.find(([prefix]) => operation.path.startsWith(prefix));
  return known ? [known[1]] : KINDS;
}

export interface Slot {
  where: 'path' | 'query' | 'body';
  name: string;
  kinds: Kind[];
  array: boolean;
}

export function slotsOf(operation: RouteOperation): Slot[] {
  const slots: Slot[] = [];
  for (const param of operation.pathParams) slots.push({ where: 'path', name: param.name, kinds: kindsOf(operation, param.name), array: false });
  for (const param of operation.queryParams) slots.push({ where: 'query', name: param.name, kinds: kindsOf(operation, param.name), array: param.schema.type === 'array' });
  for (const [name, schema] of Object.entries(operation.body?.properties ?? {})) {
    slots.push({ where: 'body', name, kinds: kindsOf(operation, name), array: schema.type === 'array' });
  }
  return slots.filter((slot) => slot.kinds.length > 0);
}
