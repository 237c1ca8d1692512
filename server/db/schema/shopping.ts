import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { productSizeVariants } from './catalogue';
import { customers } from './people';

/** What a customer keeps in the cart between visits; the favourites are favourites.ts. */

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
