import { boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { categories, products } from './catalogue';

/** The home page: its banners, the small sliders of a category's products, and the looks (pictures with products). */

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  mobileImage: text('mobile_image').notNull(),
  desktopImage: text('desktop_image').notNull(),
  // A banner's pictures carry its words: these are the Russian pages' pictures; null when one picture serves both.
  mobileImageRUS: text('mobile_image_rus'),
  desktopImageRUS: text('desktop_image_rus'),
  targetType: text('target_type', { enum: ['category', 'look', 'product'] }).notNull(),
  targetId: integer('target_id').notNull(),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  // Shown from and until these moments; null: no bound.
  startsAt: moment('starts_at'),
  endsAt: moment('ends_at'),
  createdAt: createdAt(),
});

export const homeSliders = pgTable('home_sliders', {
  id: serial('id').primaryKey(),
  placeNumber: integer('place_number').notNull(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id),
});

/** The products a small slider shows, in order; a slider without any shows its category's newest. */
export const homeSliderProducts = pgTable(
  'home_slider_products',
  {
    sliderId: integer('slider_id')
      .notNull()
      .references(() => homeSliders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sliderId, t.productId] })],
);

export const looks = pgTable('looks', {
  id: serial('id').primaryKey(),
  // Null: the shop names the look by its number.
  nameUZB: text('name_uzb'),
  nameRUS: text('name_rus'),
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
