import { and, asc, eq, like } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { stockMovements } from '../../db/schema/stock';
import { auditLog } from '../../db/schema/staff';
import { returnRequests } from '../../db/schema/returns';
import type { TestContext } from '../../../test/server/harness';
import { createShopper, createStaff, payNow, placedOrder, type Places, type Shopper } from '../../../test/server/order-fixtures';

/* An order delivered to its shopper, as the returns tests start from, and what they read back. */

export type Staff = Awaited<ReturnType<typeof createStaff>>;

/** Places, pays and delivers an order (staff move it PACK, SEND, REACHED at the clock's now); answers its id and lines. */
export async function deliveredOrder(
  context: TestContext,
  staff: Staff,
  places: Places,
  lines: Array<[variantId: number, quantity: number]>,
  options: { shopper?: Shopper; extra?: Record<string, unknown> } = {},
) {
  const shopper = options.shopper ?? (await createShopper(context, places));
  const placed = await placedOrder(context, shopper, lines, options.extra);
  await payNow(context.db, placed.id, context.clock.now());
  for (const [to, payload] of [['Pack', undefined], ['Send', { postTrackingNumber: 'UZ100200300' }], ['Reached', undefined]] as const) {
    const response = await context.app.inject({ method: 'PUT', url: `/api/order/editStatusTo${to}/${placed.id}`, headers: staff.headers, ...(payload ? { payload } : {}) });
    if (response.statusCode !== 200) throw new Error(`editStatusTo${to} answered ${response.statusCode}: ${response.body}`);
  }
  const order = await context.app.inject({ method: 'GET', url: `/api/order/getOrderById/${placed.id}`, headers: shopper.headers });
  const itemIds = order.json<{ items: Array<{ id: number }> }>().items.map((item) => item.id);
  return { shopper, order: placed, itemIds };
}

export function createReturn(context: TestContext, headers: Record<string, string>, orderId: number, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: `/api/return/createReturn/${orderId}`, headers, payload });
}

/** A body for createReturn: one unit of the line back for the money, by post, size too small. */
export function returnBody(orderItemId: number, extra: Record<string, unknown> = {}) {
  return { orderItemId, kind: 'RETURN', quantity: 1, reason: 'SIZE_TOO_SMALL', handover: 'POST', ...extra };
}

export function staffMove(context: TestContext, staff: Staff, move: string, id: number, payload?: Record<string, unknown>) {
  return context.app.inject({ method: 'POST', url: `/api/return/staff/${move}/${id}`, headers: staff.headers, ...(payload ? { payload } : {}) });
}

export async function returnRow(db: Database, id: number) {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  return row!;
}

/** The stock movements of one size for one order, oldest first. */
export function movementsOf(db: Database, orderId: number, sizeId: number) {
  return db
    .select({ kind: stockMovements.kind, delta: stockMovements.delta, actor: stockMovements.actor, userId: stockMovements.userId })
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.sizeVariantId, sizeId)))
    .orderBy(asc(stockMovements.id));
}

export function auditOfReturn(db: Database, id: number) {
  return db.select().from(auditLog).where(and(eq(auditLog.entity, 'returnRequest'), eq(auditLog.entityId, id))).orderBy(asc(auditLog.id));
}

/** The SMS jobs the request wrote, by their keys (sms:return:{id}:{template}). */
export async function returnSms(db: Database, id: number) {
  const rows = await db.select({ key: jobs.key, payload: jobs.payload }).from(jobs).where(like(jobs.key, `sms:return:${id}:%`)).orderBy(asc(jobs.id));
  return rows.map((row) => ({ key: row.key, text: (row.payload as { text: string }).text }));
}
