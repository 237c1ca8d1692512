import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { paymentTransactions } from '../../db/schema/payments';
import { customers } from '../../db/schema/people';
import { insertProduct } from '../../../test/server/fixtures';

let counter = 0;

export interface TestOrderFields {
  /** Whole so'm; the default is 427 900. */
  total?: number;
  status?: (typeof orders.$inferSelect)['status'];
  paid?: boolean;
  cancelledAt?: Date | null;
  paymentMethod?: (typeof orders.$inferSelect)['paymentMethod'];
}

/**
 * An order written straight into the tables (customer, product, size variant, order, one line), so the
 * payment tests do not depend on how orders are placed.
 */
export async function insertTestOrder(db: Database, fields: TestOrderFields = {}) {
  counter += 1;
  const tag = `${process.pid % 10_000}${String(counter).padStart(4, '0')}`;
  const [customer] = await db
    .insert(customers)
    .values({
      fullName: 'Dilnoza Karimova',
      phoneNumber: `+99893${tag.slice(-7).padStart(7, '0')}`,
      birthDate: '1995-04-12',
      passwordHash: 'not-a-real-hash',
    })
    .returning();
  const { product, variants } = await insertProduct(db, { sellPrice: 399_900, sizes: { M: 5 } });
  const total = fields.total ?? 427_900;
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `LB-T${tag}`,
      customerId: customer!.id,
      status: fields.status ?? 'NEW',
      paid: fields.paid ?? false,
      cancelledAt: fields.cancelledAt ?? null,
      paymentMethod: fields.paymentMethod ?? 'PAYME',
      address: { region: 'Toshkent shahri', street: 'Bunyodkor 1' },
      receiverName: 'Dilnoza Karimova',
      receiverPhoneNumber: '+998901112233',
      goodsTotal: total - 28_000,
      deliveryCost: 28_000,
      total,
      deliveryBy: new Date('2026-11-21T09:00:00Z'),
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    productId: product.id,
    productSizeVariantId: variants[0]!.id,
    nameUZB: product.nameUZB,
    nameRUS: product.nameRUS,
    size: 'M',
    unitPrice: total - 28_000,
    quantity: 1,
  });
  return order!;
}

export async function readOrder(db: Database, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error(`order ${orderId} not found`);
  return order;
}

export async function setOrderStatus(db: Database, orderId: number, status: (typeof orders.$inferSelect)['status']): Promise<void> {
  await db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

/** What staff rejection or the 12-hour sweep leaves on an order. */
export async function cancelOrderByShop(db: Database, orderId: number, now: Date): Promise<void> {
  await db.update(orders).set({ status: 'REJECTED', cancelledAt: now }).where(eq(orders.id, orderId));
}

export function transactionsOf(db: Database, orderId: number) {
  return db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId)).orderBy(paymentTransactions.id);
}
