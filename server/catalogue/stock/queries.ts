import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { colors, products, productSizeVariants } from '../../db/schema/catalogue';
import { customerNamesByIds } from '../../customers/service';
import { stockMovements } from '../../db/schema/stock';
import { staffNamesByIds } from '../../staff/service';
import type { StockMovementActor, StockMovementKind } from '../../../contract/limits';
import type { ProductStock, StockMovement, StockSize } from '../../../contract/stock';

/** The product row (one colour of an item) with its colour, or undefined. */
async function productHeader(db: Executor, productId: number) {
  const [row] = await db
    .select({
      productId: products.id,
      referenceNumber: products.referenceNumber,
      nameUZB: products.nameUZB,
      nameRUS: products.nameRUS,
      active: products.active,
      color: { id: colors.id, nameUZB: colors.nameUZB, nameRUS: colors.nameRUS, colorCode: colors.colorCode },
    })
    .from(products)
    .innerJoin(colors, eq(colors.id, products.colorId))
    .where(eq(products.id, productId));
  return row;
}

export async function sizesOf(db: Executor, productId: number): Promise<StockSize[]> {
  return db
    .select({ id: productSizeVariants.id, size: productSizeVariants.size, quantity: productSizeVariants.quantity, position: productSizeVariants.position })
    .from(productSizeVariants)
    .where(eq(productSizeVariants.productId, productId))
    .orderBy(asc(productSizeVariants.position), asc(productSizeVariants.id));
}

export async function productStock(db: Executor, productId: number): Promise<ProductStock | undefined> {
  const header = await productHeader(db, productId);
  if (!header) return undefined;
  return { ...header, sizes: await sizesOf(db, productId) };
}

/**
 * Locks the product row so changes to its list of sizes (add, rename, reorder, delete) take turns; stock changes
 * lock only their size's row, as a checkout's reservation does.
 */
export async function lockProductRow(db: Executor, productId: number): Promise<boolean> {
  // NO KEY UPDATE: a checkout's order line naming the product (a foreign key's KEY SHARE) does not wait for it.
  const [row] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('no key update');
  return row !== undefined;
}

/** Which product a size belongs to, read without a lock (the product is locked before the size). */
export async function productOfSize(db: Executor, sizeId: number): Promise<number | undefined> {
  const [row] = await db.select({ productId: productSizeVariants.productId }).from(productSizeVariants).where(eq(productSizeVariants.id, sizeId));
  return row?.productId;
}

/** The size's row, locked until the transaction ends: a checkout reserving it waits, and then sees what was written. */
export async function lockSize(db: Executor, sizeId: number) {
  const [row] = await db
    .select({ id: productSizeVariants.id, productId: productSizeVariants.productId, size: productSizeVariants.size, quantity: productSizeVariants.quantity, position: productSizeVariants.position })
    .from(productSizeVariants)
    .where(eq(productSizeVariants.id, sizeId))
    .for('update');
  return row;
}

/** Another size of the product already has this name, whatever its letter case. */
export async function sizeNameTaken(db: Executor, productId: number, size: string, exceptId?: number): Promise<boolean> {
  const conditions: SQL[] = [eq(productSizeVariants.productId, productId), sql`lower(${productSizeVariants.size}) = lower(${size})`];
  if (exceptId !== undefined) conditions.push(sql`${productSizeVariants.id} <> ${exceptId}`);
  const [row] = await db.select({ id: productSizeVariants.id }).from(productSizeVariants).where(and(...conditions)).limit(1);
  return row !== undefined;
}

export async function insertSize(db: Executor, productId: number, size: string, quantity: number): Promise<number> {
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${productSizeVariants.position}), -1)::int` })
    .from(productSizeVariants)
    .where(eq(productSizeVariants.productId, productId));
  const [row] = await db
    .insert(productSizeVariants)
    .values({ productId, size, quantity, position: (last?.position ?? -1) + 1 })
    .returning({ id: productSizeVariants.id });
  return row!.id;
}

export async function renameSize(db: Executor, sizeId: number, size: string): Promise<void> {
  await db.update(productSizeVariants).set({ size }).where(eq(productSizeVariants.id, sizeId));
}

export async function moveSize(db: Executor, sizeId: number, position: number): Promise<void> {
  await db.update(productSizeVariants).set({ position }).where(eq(productSizeVariants.id, sizeId));
}

export async function setQuantity(db: Executor, sizeId: number, quantity: number): Promise<void> {
  await db.update(productSizeVariants).set({ quantity }).where(eq(productSizeVariants.id, sizeId));
}

/** The size as a stock change left it: what its movement copies. */
export interface SizeAfterChange {
  productId: number;
  size: string;
  quantity: number;
}

const sizeAfter = { productId: productSizeVariants.productId, size: productSizeVariants.size, quantity: productSizeVariants.quantity };

/**
 * Takes `quantity` from the size only if that many are there: a guarded UPDATE, so under any concurrency the stock
 * never goes below zero. Answers the size as it is after, or undefined when too few were left (nothing changed).
 */
export async function takeFromSize(db: Executor, sizeId: number, quantity: number): Promise<SizeAfterChange | undefined> {
  const [row] = await db
    .update(productSizeVariants)
    .set({ quantity: sql`${productSizeVariants.quantity} - ${quantity}` })
    .where(and(eq(productSizeVariants.id, sizeId), sql`${productSizeVariants.quantity} >= ${quantity}`))
    .returning(sizeAfter);
  return row;
}

/** Puts `quantity` back into the size; answers the size as it is after (undefined for a size that is gone). */
export async function putBackInSize(db: Executor, sizeId: number, quantity: number): Promise<SizeAfterChange | undefined> {
  const [row] = await db
    .update(productSizeVariants)
    .set({ quantity: sql`${productSizeVariants.quantity} + ${quantity}` })
    .where(eq(productSizeVariants.id, sizeId))
    .returning(sizeAfter);
  return row;
}

export async function deleteSizeRow(db: Executor, sizeId: number): Promise<void> {
  await db.delete(productSizeVariants).where(eq(productSizeVariants.id, sizeId));
}

/** Who made a movement: a staff member, or an order's customer with the order (and whoever acted on it). */
export interface MovementActor {
  actor: StockMovementActor;
  userId: number | null;
  customerId: number | null;
  orderId: number | null;
}

export interface MovementValues extends MovementActor {
  productId: number;
  sizeVariantId: number;
  size: string;
  kind: StockMovementKind;
  delta: number;
  quantityAfter: number;
  reason: string | null;
}

export async function insertMovement(db: Executor, values: MovementValues, now: Date): Promise<number> {
  const [row] = await db
    .insert(stockMovements)
    .values({
      productId: values.productId,
      sizeVariantId: values.sizeVariantId,
      size: values.size,
      actor: values.actor,
      userId: values.userId,
      customerId: values.customerId,
      orderId: values.orderId,
      kind: values.kind,
      delta: values.delta,
      quantityAfter: values.quantityAfter,
      reason: values.reason,
      createdAt: now,
    })
    .returning({ id: stockMovements.id });
  return row!.id;
}

/**
 * A product's stock changes, newest first, optionally of one size, with the staff member's and customer's names; the
 * orders' numbers are the orders' to answer (stock/service.ts fills them in).
 */
export async function movementPage(
  db: Executor,
  filter: { productId: number; sizeId?: number },
  window: { limit: number; offset: number },
): Promise<{ rows: Array<Omit<StockMovement, 'orderNumber'>>; total: number }> {
  const where = and(
    eq(stockMovements.productId, filter.productId),
    filter.sizeId === undefined ? undefined : eq(stockMovements.sizeVariantId, filter.sizeId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: stockMovements.id,
        productId: stockMovements.productId,
        sizeVariantId: stockMovements.sizeVariantId,
        size: stockMovements.size,
        kind: stockMovements.kind,
        delta: stockMovements.delta,
        quantityAfter: stockMovements.quantityAfter,
        reason: stockMovements.reason,
        actor: stockMovements.actor,
        userId: stockMovements.userId,
        customerId: stockMovements.customerId,
        orderId: stockMovements.orderId,
        createdAt: stockMovements.createdAt,
      })
      .from(stockMovements)
      .where(where)
      .orderBy(desc(stockMovements.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(stockMovements).where(where),
  ]);
  // The staff and the customers are named by their own domains' services.
  const [staffNames, customerNames] = await Promise.all([
    staffNamesByIds(db, rows.flatMap((row) => (row.userId === null ? [] : [row.userId]))),
    customerNamesByIds(db, rows.flatMap((row) => (row.customerId === null ? [] : [row.customerId]))),
  ]);
  const customerName = (id: number | null) => (id === null ? null : (customerNames.get(id)?.fullName ?? null));
  return {
    rows: rows.map(({ userId, ...row }) => ({
      ...row,
      userId,
      userName: userId === null ? null : (staffNames.get(userId) ?? null),
      customerName: customerName(row.customerId),
      createdAt: row.createdAt.toISOString(),
    })),
    total: Number(counted?.total ?? 0),
  };
}
