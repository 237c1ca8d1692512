import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { STOCK_MOVEMENT_ACTORS, STOCK_MOVEMENT_KINDS } from '../../../contract/limits';
import { productSizeVariants, products } from './catalogue';
import { createdAt } from './columns';
import { orders } from './orders';

/**
 * Every change of a size's stock, so a size's movements add up to its stock: staff's changes, and what orders do
 * (a sale, a cancellation putting the units back, a return). Who: a staff user's id or the customer's, plain numbers
 * as in audit_log, so the history outlives an account; `actor` also names the shop and the payment providers, who
 * have neither. The size's name is copied so the history still reads after the size is deleted (size_variant_id is
 * then null); orders are never deleted (kept for the books), so the order is a reference.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeVariantId: integer('size_variant_id').references(() => productSizeVariants.id, { onDelete: 'set null' }),
    size: text('size').notNull(),
    actor: text('actor', { enum: STOCK_MOVEMENT_ACTORS }).notNull(),
    userId: integer('user_id'),
    customerId: integer('customer_id'),
    orderId: integer('order_id').references(() => orders.id),
    kind: text('kind', { enum: STOCK_MOVEMENT_KINDS }).notNull(),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.id),
    index('stock_movements_size_idx').on(t.sizeVariantId, t.id),
    index('stock_movements_order_idx').on(t.orderId),
    check('stock_movements_kind_known', sql`${t.kind} in ('set', 'add', 'remove', 'sale', 'cancellation', 'return')`),
    check('stock_movements_actor_known', sql`${t.actor} in ('staff', 'customer', 'shop', 'payme', 'click', 'uzum')`),
    check('stock_movements_staff_named', sql`(${t.actor} = 'staff') = (${t.userId} is not null)`),
    check('stock_movements_order_named', sql`(${t.kind} in ('sale', 'cancellation', 'return')) = (${t.orderId} is not null)`),
    check('stock_movements_quantity_after_not_negative', sql`${t.quantityAfter} >= 0`),
  ],
);
