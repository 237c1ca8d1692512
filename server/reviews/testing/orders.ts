import type { Database } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';

type OrderStatus = (typeof orders.$inferSelect)['status'];

let orderCounter = 0;

/**
 * An order of the customer's in the given status holding one of each product (variant), written straight to the
 * tables: review tests need "this reached them" without going through checkout and delivery.
 */
export async function insertOrder(
  db: Database,
  fields: { customerId: number; status: OrderStatus; items: Array<{ productId: number; productSizeVariantId: number }>; createdAt?: Date },
) {
  orderCounter += 1;
  const createdAt = fields.createdAt ?? new Date('2026-11-01T09:00:00Z');
  const [order] = await db
    .insert(orders)
    .values({
      orderNumber: `T${process.pid}-${orderCounter}`,
      customerId: fields.customerId,
      status: fields.status,
      paid: fields.status !== 'NEW',
      paymentMethod: 'PAYME',
      address: { region: 'Toshkent shahri' },
      receiverName: 'Dilnoza Karimova',
      receiverPhoneNumber: '+998901234567',
      goodsTotal: 150_000 * fields.items.length,
      deliveryCost: 28_000,
      total: 150_000 * fields.items.length + 28_000,
      deliveryBy: new Date(createdAt.getTime() + 24 * 3600_000),
      createdAt,
    })
    .returning();
  await db.insert(orderItems).values(
    fields.items.map((item) => ({
      orderId: order!.id,
      ...item,
      nameUZB: 'Futbolka',
      nameRUS: 'Футболка',
      size: 'M',
      unitPrice: 150_000,
      quantity: 1,
    })),
  );
  return order!;
}
