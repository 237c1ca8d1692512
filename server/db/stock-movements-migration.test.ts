import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { insertProduct } from '../../test/server/fixtures';
import type { DatabaseHandle } from './client';
import { openTestDatabase } from '../../test/server/harness';
import { stockMovements } from './schema/stock';

/*
 * Migration 0021 on a shop that ran before it: sales and cancellations left no movements, so a size's history could
 * say "+5 set" while it held 4. Its last statement gives each such size one row by the shop that makes its movements
 * add up to its stock, and leaves the sizes whose history already did alone.
 */

const backfill = readFileSync(path.join(__dirname, 'migrations', '0021_stock_movement_kinds.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter(Boolean)
  .at(-1)!;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

it('gives each size whose history does not add up to its stock one shop row that makes it add up', async () => {
  const { db } = handle;
  const { product, variants } = await insertProduct(db, { sizes: { S: 4, M: 3, L: 0 } });
  const [s, m, l] = variants as [typeof variants[number], typeof variants[number], typeof variants[number]];
  // S: staff set 5, then one sold before sales were movements; M: a history that adds up; L: none, and nothing held.
  const staffSet = { productId: product.id, actor: 'staff' as const, userId: 1, kind: 'set' as const };
  await db.insert(stockMovements).values([
    { ...staffSet, sizeVariantId: s.id, size: 'S', delta: 5, quantityAfter: 5 },
    { ...staffSet, sizeVariantId: m.id, size: 'M', delta: 3, quantityAfter: 3 },
  ]);

  await db.execute(sql.raw(backfill));

  const added = await db.select().from(stockMovements).where(eq(stockMovements.actor, 'shop')).orderBy(asc(stockMovements.id));
  expect(added).toEqual([expect.objectContaining({ sizeVariantId: s.id, size: 'S', kind: 'set', delta: -1, quantityAfter: 4, userId: null, orderId: null })]);
  for (const [variant, held] of [[s, 4], [m, 3], [l, 0]] as const) {
    const [row] = await db.select({ total: sql<number>`coalesce(sum(${stockMovements.delta}), 0)::int` }).from(stockMovements).where(eq(stockMovements.sizeVariantId, variant.id));
    expect(row!.total).toBe(held);
  }
});
