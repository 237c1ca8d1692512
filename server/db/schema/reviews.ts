import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment } from './columns';
import { products } from './catalogue';
import { customers } from './people';

/** What customers write of the products they bought. */

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
    // Set by staff moderation: a hidden review leaves the storefront and its product's average; the reason stays.
    hiddenAt: moment('hidden_at'),
    hiddenReason: text('hidden_reason'),
    hiddenBy: integer('hidden_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_customer_product_idx').on(t.customerId, t.productId),
    index('reviews_product_idx').on(t.productId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
