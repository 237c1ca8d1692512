import type { Order, OrderItem } from '../types';

/* Orders for the orders, checkout and staff tests: a paid new order to Tashkent unless told otherwise. */

/** The address copy of an order delivered to the door in Tashkent. */
const tashkentAddress: Order['address'] = {
  id: 1,
  region: { id: 1, nameUZB: 'Toshkent shahri', nameRUS: 'город Ташкент', isTashkentCity: true },
  subRegion: { id: 11, nameUZB: 'Yunusobod tumani', nameRUS: 'Юнусабадский район' },
  postFilial: null,
  street: 'Amir Temur ko‘chasi',
  houseNumber: '107B',
};

export function orderItem(productId: number, overrides: Partial<OrderItem> = {}): OrderItem {
  const unitPrice = overrides.unitPrice ?? 150_000;
  const quantity = overrides.quantity ?? 1;
  return {
    id: productId * 7,
    productId,
    productSizeVariantId: productId * 100,
    nameUZB: `Ko‘ylak ${productId}`,
    nameRUS: `Платье ${productId}`,
    size: 'M',
    color: { id: 1, nameUZB: 'Qora', nameRUS: 'Чёрный', colorCode: '#000000' },
    imageUrl: `/media/garment/${productId}.svg`,
    unitPrice,
    quantity,
    lineTotal: unitPrice * quantity,
    ...overrides,
  };
}

export function order(id: number, overrides: Partial<Order> = {}): Order {
  const items = overrides.items ?? [orderItem(id * 10, { quantity: 2 })];
  const goodsTotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
  const couponCredit = overrides.couponCredit ?? 0;
  const deliveryCost = overrides.deliveryCost ?? (goodsTotal >= 400_000 ? 0 : 28_000);
  const paid = overrides.paid ?? true;
  const createdAt = `2026-03-${String(10 + (id % 18)).padStart(2, '0')}T09:30:00.000Z`;
  return {
    id,
    orderNumber: `L-${String(id).padStart(6, '0')}`,
    customerId: 7,
    status: 'NEW',
    paid,
    paidAt: paid ? createdAt : null,
    pointsAwarded: 0,
    paymentMethod: 'PAYME',
    items,
    goodsTotal,
    couponCredit,
    deliveryCost,
    total: goodsTotal - couponCredit + deliveryCost,
    address: tashkentAddress,
    receiverName: 'Dilnoza Karimova',
    receiverPhoneNumber: '+998901234567',
    createdAt,
    deliveryBy: `2026-03-${String(11 + (id % 18)).padStart(2, '0')}T09:30:00.000Z`,
    postTrackingNumber: null,
    cancelledAt: null,
    ...overrides,
  };
}

/** The address copy of an order delivered to a post branch in Samarkand. */
export const samarkandAddress: Order['address'] = {
  id: 2,
  region: { id: 12, nameUZB: 'Samarqand viloyati', nameRUS: 'Самаркандская область', isTashkentCity: false },
  subRegion: { id: 64, nameUZB: 'Samarqand shahri', nameRUS: 'город Самарканд' },
  postFilial: {
    id: 108,
    nameUZB: 'Samarqand 140100-son pochta bo‘limi',
    nameRUS: 'Почтовое отделение № 140100',
    addressUZB: 'Istiqlol ko‘chasi, 86-uy',
    addressRUS: 'ул. Истиклол, 86',
  },
  street: null,
  houseNumber: null,
};
