import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';

/** The catalogue: brands, categories and their menu blocks, colours, products with their pictures, categories
 * and sizes. The home page's banners, sliders and looks are home's (home.ts). */

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
    // Which spelling rules wrote search_key (SEARCH_KEY_VERSION in server/catalogue/search-words.ts): a start
    // rewrites the keys older rules wrote (server/catalogue/search-key-refresh.ts), so a shop's old rows are
    // found by what the new rules find. 0: a row written before the column, or by a writer that did not say.
    searchKeyVersion: integer('search_key_version').notNull().default(0),
    popularity: integer('popularity').notNull().default(0),
    // What a fiscal receipt needs: the MXIK (IKPU) classifier code, 17 digits, and the package (unit) code;
    // null until staff fill them in for rows made before they existed.
    mxikCode: text('mxik_code'),
    packageCode: text('package_code'),
    vatPercent: integer('vat_percent').notNull().default(12),
    // Raised by every staff edit: a save naming an older version is refused instead of overwriting.
    version: integer('version').notNull().default(1),
    stockedAt: moment('stocked_at').notNull().defaultNow(),
    // Null while the product is a draft: staff made it and shoppers do not see it, not even by its address, until
    // staff publish it with a photo and a size in stock. Rows written by other paths (the seed) are published.
    publishedAt: moment('published_at').defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // A product row is one colour of an item: the colours of an item share its reference number (the storefront
    // shows them as its other colours), so the SKU a receipt names is the reference number in that colour.
    uniqueIndex('products_reference_color_unique').on(t.referenceNumber, t.colorId),
    index('products_stocked_idx').on(t.stockedAt),
    // The staff's list sorts every product by these (server/catalogue/products/editing/list-queries.ts).
    index('products_created_idx').on(t.createdAt, t.id),
    index('products_price_idx').on(t.sellPrice, t.id),
    index('products_name_idx').on(sql`lower(${t.nameUZB})`, t.id),
    // Withdrawn products are few: the staff's list of them reads this instead of every product.
    index('products_inactive_idx').on(t.id).where(sql`not ${t.active}`),
    index('products_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    // Each start looks for keys written by older search rules (catalogue/search-key-refresh.ts): none, once they are
    // rewritten, which this answers without reading every product.
    index('products_search_key_version_idx').on(t.searchKeyVersion, t.id),
    check('products_sale_range', sql`${t.sale} between 0 and 99`),
    check('products_price_positive', sql`${t.sellPrice} > 0`),
    check('products_vat_range', sql`${t.vatPercent} between 0 and 100`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** An uploaded photo's 800 px WebP; a seed picture's generated SVG address. */
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    /** An uploaded photo's upright size and its srcsets (server/media/photos); null for the seed's generated SVGs. */
    width: integer('width'),
    height: integer('height'),
    srcset: jsonb('srcset').$type<{ avif: string; webp: string }>(),
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
    /*
     * Copies of the product's sort keys and active flag, kept by triggers (migration 0011), never written by the app:
     * the staff list of a category pages through these indexes instead of sorting every product the category holds.
     */
    createdAt: moment('created_at'),
    sellPrice: integer('sell_price'),
    nameKey: text('name_key'),
    referenceNumber: text('reference_number'),
    active: boolean('active'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
    index('product_categories_created_idx').on(t.categoryId, t.createdAt, t.productId),
    index('product_categories_price_idx').on(t.categoryId, t.sellPrice, t.productId),
    index('product_categories_name_idx').on(t.categoryId, t.nameKey, t.productId),
    index('product_categories_reference_idx').on(t.categoryId, t.referenceNumber, t.productId),
  ],
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
    // A size is named once per product row, whatever its letter case ("m" is "M").
    uniqueIndex('product_size_variants_product_size_unique').on(t.productId, sql`lower(${t.size})`),
    check('product_size_variants_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);
