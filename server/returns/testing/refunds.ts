import { eq } from 'drizzle-orm';
import { insertProduct } from '../../../test/server/fixtures';
import type { TestContext } from '../../../test/server/harness';
import { giveCoupon } from '../../../test/server/order-fixtures';
import { customerCoupons } from '../../db/schema/loyalty';
import { orderItems, orders } from '../../db/schema/orders';
import { customers } from '../../db/schema/people';
import { returnRequests } from '../../db/schema/returns';
import { payWithClick } from '../../payments/testing/click-fiscal';
import { readOrder, transactionsOf } from '../../payments/testing/orders';
import { newPaymeId, paymeCall } from '../../payments/testing/payme';
import { newTransId, uzumCall } from '../../payments/testing/uzum';
import { lockOrderForReturn } from '../../orders/return-service';
import { startRefund } from '../refunds';

/*
 * Delivered, paid orders and their received returns for the refunds' tests, written straight into the tables (the
 * returns' own moves are tested with their routes): the order is paid through the provider's real calls, so its
 * payment, points and transaction are what a shopper's would be, and a return is RECEIVED and its refund started by
 * startRefund, as the receive does.
 */

export type RefundContext = Pick<TestContext, 'app' | 'db' | 'tokens' | 'config' | 'clock'>;
export type Provider = 'PAYME' | 'CLICK' | 'UZUM';

export interface DeliveredOrderSpec {
  provider: Provider;
  /** Each line's unit price (so'm) and quantity. */
  lines: Array<{ unitPrice: number; quantity: number }>;
  deliveryCost?: number;
  /** A coupon of this credit spent by the order (a customer coupon marked used by it). */
  couponCredit?: number;
}

let counter = 0;

async function insertCustomer(db: RefundContext['db']) {
  counter += 1;
  const digits = String(3_000_000 + counter * 7_919 + (process.pid % 1_000)).slice(-7);
  const [customer] = await db
    .insert(customers)
    .values({ fullName: 'Malika Yusupova', phoneNumber: `+99897${digits}`, birthDate: '1996-02-03', passwordHash: 'not-a-real-hash' })
    .returning();
  return customer!;
}

/** Pays the order through the provider's merchant calls, as its checkout would; answers the provider's own payment id. */
async function pay(context: RefundContext, provider: Provider, orderId: number, total: number): Promise<string> {
  if (provider === 'PAYME') {
    const id = newPaymeId();
    const key = context.config.payments.payme.key;
    await paymeCall(context.app, key, 'CreateTransaction', { id, time: context.clock.now().getTime(), amount: total * 100, account: { order_id: String(orderId) } });
    const performed = await paymeCall(context.app, key, 'PerformTransaction', { id });
    if (performed.result?.state !== 2) throw new Error(`PayMe did not perform: ${JSON.stringify(performed)}`);
    return id;
  }
  if (provider === 'UZUM') {
    const settings = context.config.payments.uzum;
    const transId = newTransId();
    await uzumCall(context.app, settings, 'create', { transId, params: { order_id: String(orderId) }, amount: total * 100 });
    const confirmed = await uzumCall(context.app, settings, 'confirm', { transId });
    if (confirmed.body.status !== 'CONFIRMED') throw new Error(`Uzum did not confirm: ${JSON.stringify(confirmed.body)}`);
    return transId;
  }
  const { completed, clickTransId } = await payWithClick(context, orderId, total);
  if (completed.error !== 0) throw new Error(`Click did not complete: ${JSON.stringify(completed)}`);
  return clickTransId;
}

/** A paid order delivered now (REACHED): its lines, its payment and the provider's id of it. */
export async function deliveredOrder(context: RefundContext, spec: DeliveredOrderSpec) {
  const customer = await insertCustomer(context.db);
  const goodsTotal = spec.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const couponCredit = spec.couponCredit ?? 0;
  const deliveryCost = spec.deliveryCost ?? 0;
  const total = goodsTotal - couponCredit + deliveryCost;
  counter += 1;
  const [order] = await context.db
    .insert(orders)
    .values({
      orderNumber: `LB-R${process.pid % 10_000}${String(counter).padStart(4, '0')}`,
      customerId: customer.id,
      status: 'NEW',
      paymentMethod: spec.provider,
      address: { region: 'Toshkent shahri', street: 'Bunyodkor 1' },
      receiverName: customer.fullName,
      receiverPhoneNumber: '+998901112233',
      goodsTotal,
      couponCredit,
      deliveryCost,
      total,
      deliveryBy: new Date('2026-11-21T09:00:00Z'),
      language: 'ru',
    })
    .returning();
  const items = [];
  for (const line of spec.lines) {
    const { product, variants } = await insertProduct(context.db, { sellPrice: line.unitPrice, sizes: { M: 10 } });
    const [item] = await context.db
      .insert(orderItems)
      .values({
        orderId: order!.id,
        productId: product.id,
        productSizeVariantId: variants[0]!.id,
        nameUZB: product.nameUZB,
        nameRUS: product.nameRUS,
        size: 'M',
        unitPrice: line.unitPrice,
        quantity: line.quantity,
      })
      .returning();
    items.push(item!);
  }
  let couponId: number | null = null;
  if (couponCredit > 0) {
    const expireDate = new Date(context.clock.now().getTime() + 30 * 86_400_000);
    const coupon = await giveCoupon(context.db, customer.id, { credit: couponCredit, expireDate, used: true });
    await context.db.update(customerCoupons).set({ usedOrderId: order!.id }).where(eq(customerCoupons.id, coupon.id));
    await context.db.update(orders).set({ customerCouponId: coupon.id }).where(eq(orders.id, order!.id));
    couponId = coupon.id;
  }
  const providerId = await pay(context, spec.provider, order!.id, total);
  await context.db.update(orders).set({ status: 'REACHED', reachedAt: context.clock.now() }).where(eq(orders.id, order!.id));
  const [payment] = (await transactionsOf(context.db, order!.id)).filter((row) => row.performedAt !== null);
  return { order: await readOrder(context.db, order!.id), items, customer, couponId, payment: payment!, providerId };
}

export type DeliveredOrder = Awaited<ReturnType<typeof deliveredOrder>>;

/** A RETURN of `quantity` units of the line, approved (not yet received): its refund has not started. */
export async function approvedReturn(context: RefundContext, delivered: DeliveredOrder, lineIndex: number, quantity: number, refundAmount: number): Promise<number> {
  const item = delivered.items[lineIndex]!;
  const now = context.clock.now();
  const [row] = await context.db
    .insert(returnRequests)
    .values({
      orderId: delivered.order.id,
      orderItemId: item.id,
      customerId: delivered.customer.id,
      kind: 'RETURN',
      status: 'APPROVED',
      quantity,
      reason: 'SIZE_TOO_SMALL',
      handover: 'POST',
      refundAmount,
      createdAt: now,
      decidedAt: now,
    })
    .returning({ id: returnRequests.id });
  return row!.id;
}

/** Receives an approved return as the receive does: under its order's lock, RECEIVED, then its refund started. */
export async function receive(context: RefundContext, returnId: number): Promise<void> {
  await context.db.transaction(async (tx) => {
    const [request] = await tx.select({ orderId: returnRequests.orderId }).from(returnRequests).where(eq(returnRequests.id, returnId));
    await lockOrderForReturn(tx, request!.orderId);
    await tx.update(returnRequests).set({ status: 'RECEIVED', receivedAt: context.clock.now() }).where(eq(returnRequests.id, returnId));
    await startRefund(tx, { db: context.db, config: context.config, clock: context.clock }, returnId);
  });
}

/** A RETURN received and waiting for its money. */
export async function receivedReturn(context: RefundContext, delivered: DeliveredOrder, lineIndex: number, quantity: number, refundAmount: number): Promise<number> {
  const id = await approvedReturn(context, delivered, lineIndex, quantity, refundAmount);
  await receive(context, id);
  return id;
}

export async function returnRow(db: RefundContext['db'], id: number) {
  const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, id));
  if (!row) throw new Error(`return ${id} not found`);
  return row;
}
