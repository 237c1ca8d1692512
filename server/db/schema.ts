import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---------- people ----------

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  phoneNumber: text('phone_number').notNull().unique(),
  birthDate: date('birth_date', { mode: 'string' }).notNull(),
  gender: text('gender', { enum: ['Erkak', 'Ayol'] }).notNull().default('Ayol'),
  passwordHash: text('password_hash').notNull(),
  imageUrl: text('image_url'),
  points: integer('points').notNull().default(0),
  createdAt: createdAt(),
});

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  fullName: text('full_name').notNull(),
  phoneNumber: text('phone_number').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['ADMIN'] }).notNull().default('ADMIN'),
  createdAt: createdAt(),
});

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    purpose: text('purpose', { enum: ['REGISTER', 'RESET_PASSWORD'] }).notNull(),
    code: text('code').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_phone_idx').on(t.phoneNumber, t.createdAt)],
);

// ---------- catalogue ----------

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    nameUZB: text('name_uzb').notNull(),
    nameRUS: text('name_rus').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
    verticalImage: text('vertical_image'),
    horizontalImage: text('horizontal_image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

export const categoryBlocks = pgTable('category_blocks', {
  id: serial('id').primaryKey(),
  categoryBlockType: text('category_block_type', { enum: ['MENU_1', 'MENU_2'] }).notNull(),
  placementNumber: integer('placement_number').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
});

export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  nameUZB: text('name_uzb').notNull(),
  nameRUS: text('name_rus').notNull(),
  colorCode: text('color_code').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    referenceNumber: text('reference_number').notNull(),
    nameUZB: text('name_uzb').notNull(),
    nameRUS: text('name_rus').notNull(),
    descriptionUZB: text('description_uzb').notNull().default(''),
    descriptionRUS: text('description_rus').notNull().default(''),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    colorId: integer('color_id')
      .notNull()
      .references(() => colors.id),
    sellPrice: integer('sell_price').notNull(),
    sale: integer('sale').notNull().default(0),
    active: boolean('active').notNull().default(true),
    // Both names and the reference number, lower-cased and transliterated to one Latin spelling
    // (see server/catalogue/transliterate.ts); the trigram index below searches it.
    searchKey: text('search_key').notNull(),
    popularity: integer('popularity').notNull().default(0),
    stockedAt: moment('stocked_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('products_reference_idx').on(t.referenceNumber),
    index('products_stocked_idx').on(t.stockedAt),
    index('products_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    check('products_sale_range', sql`${t.sale} between 0 and 99`),
    check('products_price_positive', sql`${t.sellPrice} > 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_category_idx').on(t.categoryId)],
);

export const productSizeVariants = pgTable(
  'product_size_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('product_size_variants_product_idx').on(t.productId, t.position),
    check('product_size_variants_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  mobileImage: text('mobile_image').notNull(),
  desktopImage: text('desktop_image').notNull(),
  targetType: text('target_type', { enum: ['category', 'look', 'product'] }).notNull(),
  targetId: integer('target_id').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

export const homeSliders = pgTable('home_sliders', {
  id: serial('id').primaryKey(),
  placeNumber: integer('place_number').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
});

export const looks = pgTable('looks', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});

export const lookImages = pgTable('look_images', {
  id: serial('id').primaryKey(),
  lookId: integer('look_id')
    .notNull()
    .references(() => looks.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  position: integer('position').notNull().default(0),
});

export const lookProducts = pgTable(
  'look_products',
  {
    lookId: integer('look_id')
      .notNull()
      .references(() => looks.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lookId, t.productId] })],
);

// ---------- places ----------

export const regions = pgTable('regions', {
  id: serial('id').primaryKey(),
  nameUZB: text('name_uzb').notNull(),
  nameRUS: text('name_rus').notNull(),
  // Tashkent city delivers to a street and house; every other region to a post branch.
  isTashkentCity: boolean('is_tashkent_city').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const subRegions = pgTable(
  'sub_regions',
  {
    id: serial('id').primaryKey(),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    nameUZB: text('name_uzb').notNull(),
    nameRUS: text('name_rus').notNull(),
  },
  (t) => [index('sub_regions_region_idx').on(t.regionId)],
);

export const postFilials = pgTable(
  'post_filials',
  {
    id: serial('id').primaryKey(),
    subRegionId: integer('sub_region_id')
      .notNull()
      .references(() => subRegions.id),
    nameUZB: text('name_uzb').notNull(),
    nameRUS: text('name_rus').notNull(),
    addressUZB: text('address_uzb').notNull(),
    addressRUS: text('address_rus').notNull(),
  },
  (t) => [index('post_filials_sub_region_idx').on(t.subRegionId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    regionId: integer('region_id')
      .notNull()
      .references(() => regions.id),
    subRegionId: integer('sub_region_id')
      .notNull()
      .references(() => subRegions.id),
    postFilialId: integer('post_filial_id').references(() => postFilials.id),
    street: text('street'),
    houseNumber: text('house_number'),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_customer_idx').on(t.customerId)],
);

// ---------- cart and favourites ----------

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productSizeVariantId: integer('product_size_variant_id')
      .notNull()
      .references(() => productSizeVariants.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_customer_variant_idx').on(t.customerId, t.productSizeVariantId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const likedItems = pgTable(
  'liked_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('liked_items_customer_product_idx').on(t.customerId, t.productId)],
);

// ---------- loyalty and coupons ----------

export const loyaltyTiers = pgTable('loyalty_tiers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  minPoints: integer('min_points').notNull().unique(),
});

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  credit: integer('credit').notNull(),
  validDays: integer('valid_days').notNull(),
  // The tier whose reaching awards this coupon; null for coupons given by hand.
  loyaltyTierId: integer('loyalty_tier_id').references(() => loyaltyTiers.id),
});

export const customerCoupons = pgTable(
  'customer_coupons',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id),
    expireDate: moment('expire_date').notNull(),
    used: boolean('used').notNull().default(false),
    usedOrderId: integer('used_order_id'),
    createdAt: createdAt(),
  },
  (t) => [index('customer_coupons_customer_idx').on(t.customerId)],
);

// ---------- orders and payments ----------

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    status: text('status', { enum: ['NEW', 'PACK', 'SEND', 'REACHED', 'REJECTED'] })
      .notNull()
      .default('NEW'),
    paid: boolean('paid').notNull().default(false),
    paidAt: moment('paid_at'),
    paymentMethod: text('payment_method', { enum: ['PAYME', 'CLICK', 'UZUM'] }).notNull(),
    addressId: integer('address_id').references(() => addresses.id),
    // The address as it was when ordered, so later edits to the address book never rewrite history.
    address: jsonb('address').notNull(),
    receiverName: text('receiver_name').notNull(),
    receiverPhoneNumber: text('receiver_phone_number').notNull(),
    goodsTotal: integer('goods_total').notNull(),
    couponCredit: integer('coupon_credit').notNull().default(0),
    deliveryCost: integer('delivery_cost').notNull(),
    total: integer('total').notNull(),
    customerCouponId: integer('customer_coupon_id').references(() => customerCoupons.id),
    deliveryBy: moment('delivery_by').notNull(),
    postTrackingNumber: text('post_tracking_number'),
    pointsAwarded: integer('points_awarded').notNull().default(0),
    cancelledAt: moment('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [index('orders_customer_idx').on(t.customerId, t.createdAt), index('orders_status_idx').on(t.status, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productSizeVariantId: integer('product_size_variant_id')
      .notNull()
      .references(() => productSizeVariants.id),
    nameUZB: text('name_uzb').notNull(),
    nameRUS: text('name_rus').notNull(),
    size: text('size').notNull(),
    colorId: integer('color_id').references(() => colors.id),
    imageUrl: text('image_url'),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const paymentTransactions = pgTable(
  'payment_transactions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider', { enum: ['PAYME', 'CLICK', 'UZUM'] }).notNull(),
    providerTransactionId: text('provider_transaction_id').notNull(),
    amountTiyin: integer('amount_tiyin').notNull(),
    // Provider-specific state (PayMe: 1 created, 2 performed, -1/-2 cancelled).
    state: integer('state').notNull(),
    providerTime: moment('provider_time'),
    performedAt: moment('performed_at'),
    cancelledAt: moment('cancelled_at'),
    cancelReason: integer('cancel_reason'),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_transactions_provider_tx_idx').on(t.provider, t.providerTransactionId),
    index('payment_transactions_order_idx').on(t.orderId),
  ],
);

// ---------- reviews and notifications ----------

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    rating: integer('rating').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_customer_product_idx').on(t.customerId, t.productId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    // Written once in both languages, so the list reads right whichever language the shopper picks later.
    title: text('title').notNull(),
    message: text('message').notNull(),
    titleRu: text('title_ru').notNull().default(''),
    messageRu: text('message_ru').notNull().default(''),
    type: text('type', { enum: ['ORDER', 'PAYMENT', 'COUPON', 'PRODUCT'] }).notNull(),
    targetId: integer('target_id'),
    read: boolean('read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_customer_idx').on(t.customerId, t.createdAt)],
);
