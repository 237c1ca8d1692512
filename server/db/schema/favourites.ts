import { integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { products } from './catalogue';
import { customers } from './people';

/** The products a customer has liked, kept between visits. */

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
