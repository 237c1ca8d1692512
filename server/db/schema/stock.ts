import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { STOCK_CHANGE_KINDS } from '../../../contract/limits';
import { productSizeVariants, products } from './catalogue';
import { createdAt } from './columns';

/**
 * Every change of a size's stock by staff: who (a staff user's id, a plain number as in audit_log, so the history
 * outlives the account), the kind and the signed difference it made, the quantity it left and why. The size's
 * name is copied so the history still reads after the size is deleted (size_variant_id is then null).
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
    userId: integer('user_id').notNull(),
    kind: text('kind', { enum: STOCK_CHANGE_KINDS }).notNull(),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.id),
    index('stock_movements_size_idx').on(t.sizeVariantId, t.id),
    check('stock_movements_kind_known', sql`${t.kind} in ('set', 'add', 'remove')`),
    check('stock_movements_quantity_after_not_negative', sql`${t.quantityAfter} >= 0`),
  ],
);
