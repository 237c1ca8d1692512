import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { productSizeVariants, products } from './catalogue';
import { customers } from './people';

/** What a customer keeps between visits: the cart and the favourites. */

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
