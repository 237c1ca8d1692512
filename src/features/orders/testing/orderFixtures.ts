import type { Order, OrderItem } from '../types';

/* Orders for the orders, checkout and staff tests: a paid new order to Tashkent unless told otherwise. */

export function orderItem(productId: number, overrides: Partial<OrderItem> = {}): OrderItem {
  const unitPrice = overrides.unitPrice ?? 150_000;
  const quantity = overrides.quantity ?? 1;
  return {
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
  return {
    id,
    orderNumber: `L-${String(id).padStart(6, '0')}`,
    status: 'NEW',
    paid: true,
    paymentMethod: 'PAYME',
    items,
    goodsTotal,
    couponCredit,
    deliveryCost,
    total: goodsTotal - couponCredit + deliveryCost,
    address: {
      region: { nameUZB: 'Toshkent shahri', nameRUS: 'город Ташкент' },
      subRegion: { nameUZB: 'Yunusobod tumani', nameRUS: 'Юнусабадский район' },
      postFilial: null,
      street: 'Amir Temur ko‘chasi',
      houseNumber: '107B',
    },
    receiverName: 'Dilnoza Karimova',
    receiverPhoneNumber: '+998901234567',
    createdAt: `2026-03-${String(10 + (id % 18)).padStart(2, '0')}T09:30:00.000Z`,
    deliveryBy: `2026-03-${String(11 + (id % 18)).padStart(2, '0')}T09:30:00.000Z`,
    postTrackingNumber: null,
    cancelledAt: null,
    ...overrides,
  };
}

export const samarkandAddress: Order['address'] = {
  region: { nameUZB: 'Samarqand viloyati', nameRUS: 'Самаркандская область' },
  subRegion: { nameUZB: 'Samarqand shahri', nameRUS: 'город Самарканд' },
  postFilial: {
    nameUZB: 'Samarqand 140100-son pochta bo‘limi',
    nameRUS: 'Почтовое отделение № 140100',
    addressUZB: 'Istiqlol ko‘chasi, 86-uy',
    addressRUS: 'ул. Истиклол, 86',
  },
  street: null,
  houseNumber: null,
};
