/*
 * The rules the shop and the server both enforce, and the fixed lists of values both know, as plain values: the
 * server's schemas are built from them and the SPA's forms and tabs use them, so the two cannot drift apart.
 * Nothing here imports TypeBox, so the SPA bundle takes only these few constants (docs/api.md states the same
 * rules in words).
 */

// How many of one item a single cart line may hold (MAX_LINE_QUANTITY) is in contract/cartLimits.ts: see there why.

/** The largest file an upload (the profile picture) may be: 5 MB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The largest product photo staff may upload (JPEG, PNG or WebP): 15 MB, what a phone camera's full-size shot needs. */
export const MAX_PRODUCT_PHOTO_BYTES = 15 * 1024 * 1024;

/** The staff product list counts its matches up to this many; beyond it the total shown is a floor ("10 000+"). */
export const STAFF_LIST_COUNT_CAP = 10_000;

/** Uzbek mobile numbers: the country code and 9 digits, no spaces. */
export const PHONE_PREFIX = '+998';
export const PHONE_PATTERN = '^\\+998[0-9]{9}$';

/** The SMS code's digits. */
export const VERIFY_CODE_LENGTH = 4;
export const VERIFY_CODE_PATTERN = `^[0-9]{${VERIFY_CODE_LENGTH}}$`;

/** A new password's length; signing in accepts any non-empty password up to the maximum. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;

export const MAX_NAME_LENGTH = 100;

/** The earliest birth date a profile may give. */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

/** How many delivery addresses a customer keeps. */
export const MAX_ADDRESSES = 10;
/** A street or house number, after trimming. */
export const MAX_ADDRESS_TEXT = 200;

/** The name of an order's receiver, after trimming. */
export const MAX_RECEIVER_NAME = 100;

/** A review's text, after trimming. */
export const MAX_REVIEW_LENGTH = 2000;

/** The post service's tracking number of a sent order. */
export const MAX_TRACKING_NUMBER = 100;

/** An order's statuses: NEW -> PACK -> SEND -> REACHED, or REJECTED (the order the staff's tabs show them in). */
export const ORDER_STATUSES = ['NEW', 'PACK', 'SEND', 'REACHED', 'REJECTED'] as const;

/** The payment providers, in the order the shop offers them. */
export const PAYMENT_METHODS = ['PAYME', 'CLICK', 'UZUM'] as const;

/** Brands, categories and the header menus (docs/api.md "Staff: brands, categories and menus"). */
export const MAX_BRAND_NAME = 100;
export const MAX_CATEGORY_NAME = 100;
export const MAX_PLACEMENT_NUMBER = 1000;
/** The header's two menus. */
export const CATEGORY_BLOCK_TYPES = ['MENU_1', 'MENU_2'] as const;

/** The most photos one colour (product row) keeps: a gallery staff can still order by hand ("Staff: pictures"). */
export const MAX_PHOTOS_PER_PRODUCT = 20;

export const PICTURE_ORIENTATIONS = ['vertical', 'horizontal'] as const;

/**
 * How many times its shorter side an uploaded picture's longer side may be: a desktop banner (1600 x 600) and a
 * category's horizontal picture fit well inside it, while a 100 x 300 000 strip would be kept a few pixels wide.
 */
export const MAX_PICTURE_ASPECT_RATIO = 10;

/** The refusals of a photo upload the staff app explains in its own words (docs/api.md "Staff: pictures"). */
export const PHOTO_ERROR_CODES = [
  'PAYLOAD_TOO_LARGE',
  'NOT_AN_IMAGE',
  'HEIC_NOT_ACCEPTED',
  'CORRUPT',
  'TOO_MANY_PIXELS',
  'EXTREME_ASPECT_RATIO',
  'UNSUPPORTED_FORMAT',
  'SERVICE_UNAVAILABLE',
] as const;
export type PhotoErrorCode = (typeof PHOTO_ERROR_CODES)[number];

/**
 * The `sizes` of the product page's gallery pictures (the screen's width on a phone, two a row in 7/12 of the page
 * when wide). Here because the server's image preloads must name the same sizes as the page, or the browser fetches
 * the picture twice. The cards' sizes are in contract/cardPictureSizes.ts, re-exported here for the server: the home
 * page's cards take them from there, so the shop's first load does not carry this file.
 */
export { CARD_PICTURE_SIZES } from './cardPictureSizes';
export const GALLERY_PICTURE_SIZES = '(min-width: 1400px) 400px, (min-width: 900px) 30vw, 100vw';
/** The gallery's first picture when an odd number of them makes it take the whole row on a wide screen. */
export const GALLERY_WHOLE_ROW_SIZES = '(min-width: 1400px) 800px, (min-width: 900px) 58vw, 100vw';
/** Whether the product gallery shows its first picture across the whole row (ImageGallery's grid of two). */
export const galleryFirstSpansRow = (count: number): boolean => count > 1 && count % 2 === 1;

/** Colours and stock (docs/api.md "Staff: colours", "Staff: sizes and stock"): what a stock change does to a size. */
export const STOCK_CHANGE_KINDS = ['set', 'add', 'remove'] as const;
export type StockChangeKind = (typeof STOCK_CHANGE_KINDS)[number];
/**
 * Every kind of a size's stock history: staff's changes, and what orders do to it (a sale takes the units, a
 * cancellation puts them back, a return brings them back after delivery; issue 28 writes returns).
 */
export const STOCK_MOVEMENT_KINDS = [...STOCK_CHANGE_KINDS, 'sale', 'cancellation', 'return'] as const;
export type StockMovementKind = (typeof STOCK_MOVEMENT_KINDS)[number];
/**
 * Who moved the stock: a staff member, the customer who ordered, the shop itself (the demo seed's first stock, the
 * sweep cancelling an unpaid order) or the payment provider that gave the money back.
 */
export const STOCK_MOVEMENT_ACTORS = ['staff', 'customer', 'shop', 'payme', 'click', 'uzum'] as const;
export type StockMovementActor = (typeof STOCK_MOVEMENT_ACTORS)[number];
/** The most a size may hold, and the longest size name, stock reason and colour name. */
export const MAX_STOCK_QUANTITY = 1_000_000;
export const MAX_SIZE_NAME = 20;
export const MAX_STOCK_REASON = 300;
export const MAX_COLOR_NAME = 60;
/** A colour's code: `#` and six hex digits, stored lower-case. */
export const COLOR_CODE_PATTERN = '^#[0-9a-fA-F]{6}$';

/** Review moderation: the longest reason a hidden review keeps, and the staff list's visibility filter. */
export const MAX_REVIEW_HIDE_REASON = 300;
export const REVIEW_VISIBILITIES = ['all', 'shown', 'hidden'] as const;
export type ReviewVisibility = (typeof REVIEW_VISIBILITIES)[number];
/** Places: the longest name of a region, district or post branch, and of a branch's address. */
export const MAX_PLACE_NAME = 100;
export const MAX_PLACE_ADDRESS = 200;
/** The home page: what a banner may open, and the limits of sliders and looks. */
export const BANNER_TARGET_TYPES = ['category', 'look', 'product'] as const;
export type BannerTargetType = (typeof BANNER_TARGET_TYPES)[number];
export const MAX_SLIDER_PRODUCTS = 30;
export const MAX_LOOK_PRODUCTS = 30;
export const MAX_LOOK_IMAGES = 10;
export const MAX_LOOK_NAME = 100;
export const MAX_SLIDER_PLACE = 1000;
/**
 * A product as the staff write it (docs/api.md "Staff: catalogue"): names, descriptions, categories, the highest
 * price (so no total of a few lines can leave PostgreSQL's integer), the SKU and the tax codes.
 */
export const MAX_PRODUCT_NAME = 200;
export const MAX_PRODUCT_DESCRIPTION = 5000;
export const MAX_PRODUCT_CATEGORIES = 20;
export const MAX_SELL_PRICE = 100_000_000;
export const MAX_REFERENCE_NUMBER = 40;
export const REFERENCE_NUMBER_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._/-]*$';
export const MXIK_CODE_PATTERN = '^[0-9]{17}$';
export const PACKAGE_CODE_PATTERN = '^[0-9]{1,20}$';

/** A staff reply to a contact message, after trimming: about 4 Latin SMS parts, enough to answer, short of a letter. */
export const MAX_REPLY_TEXT = 600;

/** A promo code as staff set it (stored upper-case: `spring-10` is SPRING-10), and the most a shopper may type for one. */
export const PROMO_CODE_PATTERN = '^[A-Za-z0-9-]{3,32}$';
export const MAX_TYPED_PROMO_CODE = 64;

/**
 * The shop settings (contract/settings.ts): text lengths, the fee's and threshold's ceilings (so a typo of zeros is
 * refused), the return window, the SMS sender name as the gateways take it (1-11 Latin letters and digits), and the
 * delivery figures the shop started with, which the SPA shows until the shop's own have loaded.
 */
export const MAX_SHOP_NAME = 60;
export const MAX_CONTACT_TEXT = 100;
export const MAX_HOURS_TEXT = 100;
export const MAX_SHOP_BRANCHES = 10;
export const MAX_DELIVERY_FEE = 1_000_000;
export const MAX_FREE_DELIVERY_FROM = 100_000_000;
export const MIN_RETURN_WINDOW_DAYS = 1;
export const MAX_RETURN_WINDOW_DAYS = 60;
export const SMS_SENDER_PATTERN = '^[A-Za-z0-9]{1,11}$';
export const TELEGRAM_PATTERN = '^@[A-Za-z0-9_]{5,32}$';
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const DEFAULT_DELIVERY_RULES = { deliveryFee: 28_000, freeDeliveryFrom: 400_000 } as const;

/* Returns and exchanges (contract/returns.ts, docs/api.md "Returns and exchanges"). */

/** A request's steps; REQUESTED, APPROVED and RECEIVED are open (one open request per order line). */
export const RETURN_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED', 'RECEIVED', 'REFUNDED', 'EXCHANGED', 'CLOSED'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const OPEN_RETURN_STATUSES = ['REQUESTED', 'APPROVED', 'RECEIVED'] as const satisfies readonly ReturnStatus[];

export const RETURN_KINDS = ['RETURN', 'EXCHANGE'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** Why the shopper sends it back; a DEFECT claim has the longer window (DEFECT_CLAIM_DAYS). */
export const RETURN_REASONS = ['SIZE_TOO_SMALL', 'SIZE_TOO_LARGE', 'COLOR', 'STYLE', 'NOT_AS_DESCRIBED', 'WRONG_ITEM', 'DEFECT', 'OTHER'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** How the parcel reaches the shop: handed in at a post branch, or collected by the shop's courier. */
export const RETURN_HANDOVERS = ['POST', 'COURIER'] as const;
export type ReturnHandover = (typeof RETURN_HANDOVERS)[number];

/**
 * A defect may be claimed for six months from delivery: the consumer-protection law's term where the goods carry no
 * warranty period of their own. Goods of proper quality follow the shop's return window (shop settings).
 */
export const DEFECT_CLAIM_DAYS = 180;
export const MAX_RETURN_PHOTOS = 3;
export const MAX_RETURN_COMMENT = 1000;
export const MAX_RETURN_DECISION_NOTE = 500;
export const MAX_RETURN_TRACKING_NUMBER = 100;

/** The refund's progress: WAITING for the provider (Click's reversal job, or staff in the PayMe / Uzum cabinet). */
export const REFUND_STATES = ['WAITING', 'DONE', 'FAILED'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
