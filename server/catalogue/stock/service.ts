import { invalidateCatalogue } from '../cache';
import { sqlState } from '../../db/client';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../errors';
import { page } from '../../http/schemas';
import { MAX_STOCK_QUANTITY } from '../../../contract/limits';
import type { AddSizeBody, ProductStock, RenameSizeBody, ReorderSizesBody, StockChangeBody } from '../../../contract/stock';
import { writeAudit } from '../../staff/audit';
import { InUseRefusal } from '../../http/in-use';
import type { StockHistoryQuery } from './schemas';
import type { CatalogueHolders } from '../holders';
import {
  deleteSizeRow,
  insertMovement,
  insertSize,
  lockProductRow,
  lockSize,
  moveSize,
  productOfSize,
  movementPage,
  productStock,
  putBackInSize,
  renameSize,
  setQuantity,
  sizeNameTaken,
  sizesOf,
  takeFromSize,
  type MovementActor,
} from './queries';

/** A removal of more than the size holds: nothing was written; `quantity` is what it holds now. */
export class NotEnoughStockError extends Error {
  constructor(readonly quantity: number) {
    super(`Only ${quantity} in stock: cannot remove more than that`);
    this.name = 'NotEnoughStockError';
  }
}

export async function getProductStock(deps: AppDeps, productId: number): Promise<ProductStock> {
  const stock = await productStock(deps.db, productId);
  if (!stock) throw notFound('Product');
  return stock;
}

export async function stockHistory(deps: AppDeps, holders: CatalogueHolders, productId: number, query: StockHistoryQuery) {
  if (!(await productStock(deps.db, productId))) throw notFound('Product');
  const found = await movementPage(deps.db, { productId, sizeId: query.sizeId }, { limit: query.size, offset: query.page * query.size });
  const orderIds = [...new Set(found.rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId])))];
  const numbers = await holders.orderNumbers(deps.db, orderIds);
  const rows = found.rows.map((row) => ({ ...row, orderNumber: row.orderId === null ? null : (numbers.get(row.orderId) ?? null) }));
  return page(rows, query, found.total);
}

function sizeName(raw: string): string {
  const size = raw.trim();
  if (!size) throw badRequest('Invalid body', { size: 'must not be blank' });
  return size;
}

const duplicateSize = (size: string) => conflict('DUPLICATE', `The product already has a size ${size}`, { size: 'already a size of this product' });

/** A unique-index refusal (a name taken meanwhile) as the 409 it is, not a fault. */
async function unlessDuplicate<T>(size: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw duplicateSize(size);
    throw error;
  }
}

/** A size's product, locked for changes to its sizes, and then the size itself. */
async function lockSizeWithProduct(tx: Executor, sizeId: number) {
  // Product first, then size, as reordering takes them: two changes of one product's sizes never wait on each other.
  const productId = await productOfSize(tx, sizeId);
  if (productId === undefined || !(await lockProductRow(tx, productId))) throw notFound('Size');
  const size = await lockSize(tx, sizeId);
  if (!size) throw notFound('Size');
  return size;
}

const byStaff = (userId: number): MovementActor => ({ actor: 'staff', userId, customerId: null, orderId: null });

/** After a write commits: the storefront's cached product pages and lists show the new sizes and stock. */
const storefrontFollows = invalidateCatalogue;

export async function addSize(deps: AppDeps, userId: number, productId: number, body: AddSizeBody): Promise<ProductStock> {
  const size = sizeName(body.size);
  const quantity = body.quantity ?? 0;
  const now = deps.clock.now();
  const stock = await unlessDuplicate(size, () => deps.db.transaction(async (tx) => {
    if (!(await lockProductRow(tx, productId))) throw notFound('Product');
    if (await sizeNameTaken(tx, productId, size)) throw duplicateSize(size);
    const sizeId = await insertSize(tx, productId, size, quantity);
    if (quantity > 0) {
      await insertMovement(tx, { productId, sizeVariantId: sizeId, size, ...byStaff(userId), kind: 'set', delta: quantity, quantityAfter: quantity, reason: null }, now);
    }
    await writeAudit(tx, { userId, action: 'CREATE', entity: 'productSize', entityId: sizeId, before: null, after: { productId, size, quantity } }, now);
    return (await productStock(tx, productId))!;
  }));
  storefrontFollows();
  return stock;
}

export async function renameProductSize(deps: AppDeps, userId: number, sizeId: number, body: RenameSizeBody): Promise<ProductStock> {
  const size = sizeName(body.size);
  const now = deps.clock.now();
  const stock = await unlessDuplicate(size, () => deps.db.transaction(async (tx) => {
    const before = await lockSizeWithProduct(tx, sizeId);
    if (await sizeNameTaken(tx, before.productId, size, sizeId)) throw duplicateSize(size);
    await renameSize(tx, sizeId, size);
    await writeAudit(tx, { userId, action: 'UPDATE', entity: 'productSize', entityId: sizeId, before, after: { ...before, size } }, now);
    return (await productStock(tx, before.productId))!;
  }));
  storefrontFollows();
  return stock;
}

export async function reorderSizes(deps: AppDeps, userId: number, productId: number, body: ReorderSizesBody): Promise<ProductStock> {
  const now = deps.clock.now();
  const stock = await deps.db.transaction(async (tx) => {
    if (!(await lockProductRow(tx, productId))) throw notFound('Product');
    const sizes = await sizesOf(tx, productId);
    const known = new Set(sizes.map((size) => size.id));
    if (body.sizeIds.length !== sizes.length || body.sizeIds.some((id) => !known.has(id))) {
      throw badRequest('Name every size of the product once', { sizeIds: `must be the product's ${sizes.length} size ids in the new order` });
    }
    for (const [position, id] of body.sizeIds.entries()) await moveSize(tx, id, position);
    const before = sizes.map((size) => size.size);
    const after = body.sizeIds.map((id) => sizes.find((size) => size.id === id)!.size);
    await writeAudit(tx, { userId, action: 'REORDER', entity: 'product', entityId: productId, before: { sizes: before }, after: { sizes: after } }, now);
    return (await productStock(tx, productId))!;
  });
  storefrontFollows();
  return stock;
}

/** Deletes a size no order or cart names; one that is named stays (its stock can be set to 0: sold out). */
export async function deleteProductSize(deps: AppDeps, holders: CatalogueHolders, userId: number, sizeId: number): Promise<ProductStock> {
  const now = deps.clock.now();
  const stock = await deps.db.transaction(async (tx) => {
    const before = await lockSizeWithProduct(tx, sizeId);
    const uses = await holders.sizeUses(tx, sizeId);
    if (uses.orders > 0 || uses.carts > 0) {
      throw new InUseRefusal(`${uses.orders} order line(s) and ${uses.carts} cart line(s) name size ${before.size}, so it stays; set its stock to 0 to stop selling it`, uses);
    }
    await deleteSizeRow(tx, sizeId);
    await writeAudit(tx, { userId, action: 'DELETE', entity: 'productSize', entityId: sizeId, before, after: null }, now);
    return (await productStock(tx, before.productId))!;
  });
  storefrontFollows();
  return stock;
}

function checkedChange(body: StockChangeBody): { reason: string | null } {
  const fields: Record<string, string> = {};
  const reason = body.reason?.trim() || null;
  if (body.kind !== 'set' && body.quantity < 1) fields.quantity = 'must be at least 1';
  if (body.kind === 'remove' && !reason) fields.reason = 'say why the stock is removed';
  if (Object.keys(fields).length) throw badRequest('Invalid body', fields);
  return { reason };
}

/**
 * Sets, adds to or takes from a size's stock, with a history row and an audit row in the same transaction. The
 * size's row is locked first, as a checkout's reservation (a guarded UPDATE) locks it: whichever comes second
 * waits and then works on what the first left, so a unit removed here is never sold, and a unit sold is never
 * counted again.
 */
export async function changeStock(deps: AppDeps, userId: number, sizeId: number, body: StockChangeBody): Promise<ProductStock> {
  const { reason } = checkedChange(body);
  const now = deps.clock.now();
  const stock = await deps.db.transaction(async (tx) => {
    const size = await lockSize(tx, sizeId);
    if (!size) throw notFound('Size');
    const after = body.kind === 'set' ? body.quantity : body.kind === 'add' ? size.quantity + body.quantity : size.quantity - body.quantity;
    if (after < 0) throw new NotEnoughStockError(size.quantity);
    if (after > MAX_STOCK_QUANTITY) throw badRequest('Invalid body', { quantity: `the stock may hold at most ${MAX_STOCK_QUANTITY}` });
    await setQuantity(tx, sizeId, after);
    const movement = { productId: size.productId, sizeVariantId: sizeId, size: size.size, ...byStaff(userId), kind: body.kind, delta: after - size.quantity, quantityAfter: after, reason };
    await insertMovement(tx, movement, now);
    await writeAudit(tx, { userId, action: 'CHANGE_STOCK', entity: 'productSize', entityId: sizeId, before: size, after: { ...size, quantity: after, kind: body.kind, delta: movement.delta, reason } }, now);
    return (await productStock(tx, size.productId))!;
  });
  storefrontFollows();
  return stock;
}

/** The order a sale or cancellation is part of. */
export interface StockOrder {
  id: number;
  customerId: number;
}

/** Who cancelled an order: a staff member, the shop (the sweep of unpaid orders) or the provider that refunded. */
export type Canceller = { actor: 'staff'; userId: number } | { actor: 'shop' | 'payme' | 'click' | 'uzum' };

/**
 * Sells an order's line of a size: the units leave it only if that many are left, and the sale is in the size's
 * history in the same transaction, the customer as who. False when too few were left: nothing was written.
 */
export async function sellFromStock(tx: Executor, order: StockOrder, line: { sizeId: number; quantity: number }, now: Date): Promise<boolean> {
  const after = await takeFromSize(tx, line.sizeId, line.quantity);
  if (!after) return false;
  await insertMovement(tx, {
    productId: after.productId, sizeVariantId: line.sizeId, size: after.size,
    actor: 'customer', userId: null, customerId: order.customerId, orderId: order.id,
    kind: 'sale', delta: -line.quantity, quantityAfter: after.quantity, reason: null,
  }, now);
  return true;
}

/**
 * Puts a cancelled order's units back, size by size in the order given (callers pass id order, the order a
 * checkout's reservations lock rows in), each with a cancellation in the size's history naming who cancelled.
 */
export async function restockCancelledOrder(
  tx: Executor,
  order: StockOrder,
  lines: ReadonlyArray<{ sizeId: number; quantity: number }>,
  by: Canceller,
  now: Date,
): Promise<void> {
  for (const line of lines) {
    const after = await putBackInSize(tx, line.sizeId, line.quantity);
    if (!after) continue;
    await insertMovement(tx, {
      productId: after.productId, sizeVariantId: line.sizeId, size: after.size,
      actor: by.actor, userId: by.actor === 'staff' ? by.userId : null, customerId: order.customerId, orderId: order.id,
      kind: 'cancellation', delta: line.quantity, quantityAfter: after.quantity, reason: null,
    }, now);
  }
}
