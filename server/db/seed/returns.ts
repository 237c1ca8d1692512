import { and, asc, desc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { ReturnReason } from '../../../contract/limits';
import type { Executor } from '../client';
import { productSizeVariants } from '../schema/catalogue';
import { orderItems, orders } from '../schema/orders';
import { returnRequests } from '../schema/returns';

/*
 * A few return and exchange requests on the demo's recent deliveries, so the staff's Returns section opens on work to
 * do rather than on empty tabs: asked (a return by post, one by courier, an exchange for another size), one approved
 * and one rejected with the reason the shopper reads. None is received yet: receiving moves stock and money, which the
 * staff can try on these. Each takes one unit of an order of two lines or more, so no refund is the whole payment and
 * the amount is the unit's price (the demo's orders have no coupon).
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** Within the shop's first return window (10 days), so the shopper could still have asked. */
const RECENT_DAYS = 9;
const DEMO_STAFF_ID = 1;

type Plan = { status: 'REQUESTED' | 'APPROVED' | 'REJECTED'; kind: 'RETURN' | 'EXCHANGE'; reason: ReturnReason; handover: 'POST' | 'COURIER'; comment: string | null; note?: { uz: string; ru: string } };

const PLANS: Plan[] = [
  { status: 'REQUESTED', kind: 'RETURN', reason: 'SIZE_TOO_SMALL', handover: 'POST', comment: null },
  { status: 'REQUESTED', kind: 'EXCHANGE', reason: 'SIZE_TOO_LARGE', handover: 'COURIER', comment: null },
  { status: 'REQUESTED', kind: 'RETURN', reason: 'COLOR', handover: 'COURIER', comment: null },
  { status: 'APPROVED', kind: 'RETURN', reason: 'STYLE', handover: 'POST', comment: null },
  {
    status: 'REJECTED', kind: 'RETURN', reason: 'OTHER', handover: 'POST', comment: null,
    note: { uz: 'Mahsulot kiyilgan va yorlig‘i olib tashlangan: qaytarib bo‘lmaydi.', ru: 'Вещь носили и сняли ярлык: вернуть нельзя.' },
  },
];

export async function insertDemoReturns(db: Executor, now: Date): Promise<number> {
  const recent = await db
    .select({ id: orders.id, customerId: orders.customerId, reachedAt: orders.reachedAt, language: orders.language })
    .from(orders)
    .where(and(eq(orders.status, 'REACHED'), gte(orders.reachedAt, new Date(now.getTime() - RECENT_DAYS * DAY_MS))))
    .orderBy(desc(orders.reachedAt), desc(orders.id));
  const lines = recent.length === 0 ? [] : await db.select().from(orderItems).where(inArray(orderItems.orderId, recent.map((order) => order.id))).orderBy(asc(orderItems.id));
  const rows: Array<typeof returnRequests.$inferInsert> = [];
  for (const order of recent) {
    const plan = PLANS[rows.length];
    if (!plan) break;
    const ofOrder = lines.filter((line) => line.orderId === order.id);
    if (ofOrder.length < 2) continue;
    const line = ofOrder[0]!;
    const [other] = plan.kind === 'EXCHANGE'
      ? await db.select().from(productSizeVariants).where(and(eq(productSizeVariants.productId, line.productId), ne(productSizeVariants.id, line.productSizeVariantId))).orderBy(asc(productSizeVariants.id)).limit(1)
      : [];
    if (plan.kind === 'EXCHANGE' && !other) continue;
    const askedAt = new Date(Math.min(order.reachedAt!.getTime() + DAY_MS, now.getTime() - 3_600_000));
    const decidedAt = plan.status === 'REQUESTED' ? null : new Date(Math.min(askedAt.getTime() + DAY_MS / 2, now.getTime() - 60_000));
    rows.push({
      orderId: order.id, orderItemId: line.id, customerId: order.customerId, kind: plan.kind, status: plan.status, quantity: 1,
      reason: plan.reason, comment: plan.comment, handover: plan.handover,
      exchangeProductId: other ? line.productId : null, exchangeSizeVariantId: other?.id ?? null, exchangeSize: other?.size ?? null,
      decisionNote: plan.note ? plan.note[order.language] : null, decidedBy: decidedAt ? DEMO_STAFF_ID : null,
      refundAmount: plan.kind === 'RETURN' ? line.unitPrice : 0, createdAt: askedAt, decidedAt,
    });
  }
  if (rows.length > 0) await db.insert(returnRequests).values(rows);
  return rows.length;
}
