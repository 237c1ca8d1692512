import type { ParseKeys, TFunction } from 'i18next';
import { MAX_PICTURE_ASPECT_RATIO, PHOTO_ERROR_CODES, type PhotoErrorCode } from '../../../../contract/limits';
import type { StaffFailure } from '../staffFailure';

/** Why a staff call failed, as the texts below are keyed: the status's reason, or a refusal's code a section words. */
export type StaffFailureReason = StaffFailure['reason'] | 'rateLimited' | 'unavailable' | 'inUse' | 'duplicate' | 'notEnough' | 'notReady' | 'picture';

/** The reasons an area may word, besides `unknown`, which each one does. */
type WordedReason = Exclude<StaffFailureReason, 'unknown' | 'sessionExpired'>;

/**
 * What a reason says: a text's key, the text made from the failure (its counts, its quantity, the file `subject`
 * names), or null where the caller says it in its own way (a field it marks, a dialog it opens) and no toast should.
 */
type Words = ParseKeys | ((failure: StaffFailure, t: TFunction, subject: string) => string) | null;

/**
 * One area's words. A reason the area leaves out falls to the next one that fits (a code's reason to its status's,
 * then `unknown`), which every area words. The ended session has no entry: the base query said it (staffAudience.tsx).
 */
export type StaffFailureTexts = { unknown: ParseKeys } & { [R in WordedReason]?: Words };

/** An upload's refusal (too large, HEIC, damaged, ...), which names the file; undefined for any other code. */
function photoErrorCode(code: string | undefined): PhotoErrorCode | undefined {
  return PHOTO_ERROR_CODES.find((known) => known === code);
}

/** The reason a refusal's code gives, for the areas that word it; the others go by its status. */
function codeReason(code: string | undefined): WordedReason | undefined {
  if (code === 'IN_USE') return 'inUse';
  if (code === 'DUPLICATE') return 'duplicate';
  if (code === 'OUT_OF_STOCK') return 'notEnough';
  if (code === 'NOT_READY') return 'notReady';
  return photoErrorCode(code) ? 'picture' : undefined;
}

/** The reason a 429 or 503 gives, for the areas that word it (the shared reader's status reasons leave them unknown). */
function busyReason(status: StaffFailure['status']): WordedReason | undefined {
  if (status === 429) return 'rateLimited';
  return status === 503 ? 'unavailable' : undefined;
}

/**
 * The reason `texts` word `failure` by: its code's, then its status's, the first the area has an entry for, else
 * `unknown`. A call that got no answer has no code.
 */
export function staffFailureReason(failure: StaffFailure, texts: StaffFailureTexts): StaffFailureReason {
  if (failure.reason === 'sessionExpired') return 'sessionExpired';
  const fits = failure.status === 'network' ? ['network' as const] : [codeReason(failure.code), busyReason(failure.status), failure.reason];
  for (const reason of fits) if (reason !== undefined && reason !== 'unknown' && texts[reason] !== undefined) return reason;
  return 'unknown';
}

const CATEGORY_USES = ['products', 'subcategories', 'menuBlocks', 'sliders', 'banners'] as const;

/** Why the server refused a parent (its `fields.parentId`), as the key of staff.categories.errors. */
function parentError(text: string): 'cycle' | 'depth' | 'hasChildren' | 'parentMissing' {
  if (text === 'is the category itself' || text === 'is a subcategory of this category') return 'cycle';
  if (text === 'is a subcategory itself') return 'depth';
  if (text === 'no such category') return 'parentMissing';
  return 'hasChildren';
}

// Brands, categories and menus: a 400 naming a parent says what the tree forbids; a 409 with no code, a change made meanwhile.
const taxonomy = {
  network: 'staff.categories.failures.network',
  checkFields: ({ fields }, t) => t(fields.parentId ? `staff.categories.errors.${parentError(fields.parentId)}` : 'staff.categories.failures.checkFields'),
  forbidden: 'staff.categories.failures.forbidden',
  notFound: 'staff.categories.failures.notFound',
  conflict: 'staff.categories.errors.changed',
  inUse: ({ usage }, t) =>
    t('staff.categories.inUse', {
      uses: CATEGORY_USES.filter((key) => (usage[key] ?? 0) > 0)
        .map((key) => t(`staff.categories.usage.${key}`, { count: usage[key] ?? 0 }))
        .join(', '),
    }),
  duplicate: 'staff.categories.menus.duplicate',
  unknown: 'staff.categories.failures.unknown',
} satisfies StaffFailureTexts;

// Colours and sizes: a 409 with no code is none these screens can word.
const stock = {
  network: 'staff.stock.failures.network',
  checkFields: 'staff.stock.failures.checkFields',
  forbidden: 'staff.stock.failures.forbidden',
  notFound: 'staff.stock.failures.notFound',
  inUse: ({ usage }, t) => t('staff.stock.inUse', { orders: t('staff.stock.orderCount', { count: usage.orders ?? 0 }), carts: t('staff.stock.cartCount', { count: usage.carts ?? 0 }) }),
  duplicate: 'staff.stock.duplicate',
  notEnough: ({ quantity }, t) => t('staff.stock.notEnough', { count: quantity ?? 0 }),
  unknown: 'staff.stock.failures.unknown',
} satisfies StaffFailureTexts;

// Reviews, and the places that word a place still named by addresses their own way.
const reviews = {
  network: 'staff.reviews.failures.network',
  checkFields: 'staff.reviews.failures.checkFields',
  forbidden: 'staff.reviews.failures.forbidden',
  notFound: 'staff.reviews.failures.notFound',
  conflict: 'staff.reviews.failures.conflict',
  inUse: 'staff.reviews.failures.inUse',
  unknown: 'staff.reviews.failures.unknown',
} satisfies StaffFailureTexts;

// Inbox, notifications, SMS templates and the outbox: a 409 says nothing of its own, too many tries do.
const communication = {
  network: 'staff.communication.failures.network',
  checkFields: 'staff.communication.failures.checkFields',
  forbidden: 'staff.communication.failures.forbidden',
  notFound: 'staff.communication.failures.notFound',
  rateLimited: 'staff.communication.failures.rateLimited',
  unknown: 'staff.communication.failures.unknown',
} satisfies StaffFailureTexts;

/** Each area's words: what a failed call of that screen says in a toast (useStaffFailure.ts). */
export const staffFailureTexts = {
  brands: {
    ...taxonomy,
    inUse: ({ usage }, t) => t('staff.brands.inUse', { count: usage.products ?? 0 }),
    duplicate: 'staff.brands.duplicate',
  },
  /** Categories and their menu blocks. */
  categories: taxonomy,
  colours: {
    ...stock,
    inUse: ({ usage }, t) => t('staff.colours.inUse', { products: t('staff.colours.productCount', { count: usage.products ?? 0 }), orders: t('staff.colours.orderCount', { count: usage.orders ?? 0 }) }),
  },
  stock,
  customers: {
    network: 'staff.customers.failures.network',
    checkFields: 'staff.customers.failures.checkFields',
    forbidden: 'staff.customers.failures.forbidden',
    notFound: 'staff.customers.failures.notFound',
    conflict: 'staff.customers.failures.conflict',
    duplicate: 'staff.customers.failures.duplicate',
    unknown: 'staff.customers.failures.unknown',
  },
  accounts: {
    network: 'staff.accounts.failures.network',
    checkFields: 'staff.accounts.failures.checkFields',
    forbidden: 'staff.accounts.failures.forbidden',
    notFound: 'staff.accounts.failures.notFound',
    conflict: 'staff.accounts.failures.conflict',
    duplicate: 'staff.accounts.failures.duplicate',
    unknown: 'staff.accounts.failures.unknown',
  },
  reviews,
  places: {
    ...reviews,
    inUse: ({ usage }, t) => t('staff.places.inUse', { count: usage.addresses ?? 0 }),
    // Only a new name can be refused so (docs/api.md, "Staff: places"): the dialog marks it.
    duplicate: 'staff.places.nameTaken',
  },
  // A 404 or 409 means what the list showed changed meanwhile.
  homepage: {
    network: 'staff.homepage.errors.network',
    checkFields: 'staff.homepage.errors.checkFields',
    forbidden: 'staff.homepage.errors.forbidden',
    notFound: 'staff.homepage.errors.changed',
    conflict: 'staff.homepage.errors.changed',
    inUse: 'staff.homepage.errors.lookInUse',
    duplicate: 'staff.homepage.errors.placeTaken',
    unknown: 'staff.homepage.errors.unknown',
  },
  promotions: {
    network: 'staff.promotions.failures.network',
    checkFields: 'staff.promotions.failures.checkFields',
    forbidden: 'staff.promotions.failures.forbidden',
    notFound: 'staff.promotions.failures.notFound',
    conflict: 'staff.promotions.failures.conflict',
    unknown: 'staff.promotions.failures.unknown',
  },
  communication,
  /** The shop settings: a 400 names the fields, which the form marks. */
  settings: {
    network: 'staff.settings.failures.network',
    checkFields: 'staff.settings.failures.checkFields',
    forbidden: 'staff.settings.failures.forbidden',
    unknown: 'staff.settings.failures.unknown',
  },
  /** Answering a contact message: its one 409 is a message whose author was deleted with their phone (NO_PHONE). */
  inboxReply: { ...communication, conflict: 'staff.communication.inbox.reply.noPhone' },
  /** Sending a notification: a 404 is a phone number no customer has, which the form marks on its field. */
  notificationSend: { ...communication, notFound: null },
  /** Retrying an outbox job: a 409 is a job already taken up again, which the section says as news, not a failure. */
  outboxRetry: { ...communication, conflict: null },
  // Products: a 409 is a save that lost to another (the editor's conflict dialog, or a colour added meanwhile).
  products: {
    network: 'staff.products.failures.network',
    checkFields: 'staff.products.failures.checkFields',
    forbidden: 'staff.products.failures.forbidden',
    notFound: 'staff.products.failures.notFound',
    conflict: null,
    duplicate: 'staff.products.errors.duplicate',
    // Publishing a draft that lacks a photo or a size in stock: the server names each (its fields photos, sizes).
    notReady: ({ fields }, t) =>
      t('staff.products.draft.notReady', {
        missing: [fields.photos && t('staff.products.draft.needPhoto'), fields.sizes && t('staff.products.draft.needStock')].filter(Boolean).join(', '),
      }),
    unknown: 'staff.products.failures.unknown',
  },
  // Pictures: an upload's refusal names the file; a 409 is the 20 pictures a colour may have, a 400 a list changed meanwhile.
  pictures: {
    network: 'staff.pictures.errors.network',
    checkFields: 'staff.pictures.errors.changed',
    forbidden: 'staff.pictures.errors.forbidden',
    notFound: 'staff.pictures.errors.notFound',
    conflict: 'staff.pictures.errors.tooMany',
    picture: ({ code }, t, name) => t(`staff.pictures.errors.${photoErrorCode(code) ?? 'unknown'}`, { name, ratio: MAX_PICTURE_ASPECT_RATIO }),
    unknown: 'staff.pictures.errors.unknown',
  },
  // Moving a return request: a 409 is a request another staff member moved meanwhile, OUT_OF_STOCK an exchange's size sold out.
  returns: {
    network: 'staff.returns.failures.network',
    checkFields: 'staff.returns.failures.checkFields',
    forbidden: 'staff.returns.failures.forbidden',
    notFound: 'staff.returns.failures.notFound',
    conflict: 'staff.returns.failures.conflict',
    notEnough: 'staff.returns.failures.outOfStock',
    rateLimited: 'staff.returns.failures.rateLimited',
    unknown: 'staff.returns.failures.unknown',
  },
  // Moving an order: the shop's order texts; a 409 the section words itself (the order's number, or that it is unpaid).
  orderMoves: {
    network: 'orders.errors.network',
    checkFields: 'orders.errors.checkFields',
    forbidden: 'orders.errors.forbidden',
    notFound: 'orders.errors.notFound',
    conflict: null,
    notEnough: 'orders.errors.outOfStock',
    rateLimited: 'orders.errors.rateLimited',
    unavailable: 'orders.errors.unavailable',
    unknown: 'orders.errors.unknown',
  },
} satisfies Record<string, StaffFailureTexts>;

export type StaffFailureArea = keyof typeof staffFailureTexts;
