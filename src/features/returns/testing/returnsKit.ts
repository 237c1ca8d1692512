import { renderApp } from '../../../../test/web/render';
import type { MockHandler, MockReply } from '../../../../test/web/fetchMock';
import { order, orderItem } from '../../orders/testing/orderFixtures';
import { customerId, mockProfileRoutes } from '../../profile/testing/profileKit';
import type { Order, Returnability, ReturnRequest } from '../types';

/* Delivered orders, their returnability and requests, for the returns tests; times are relative to now. */

const DAY_MS = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();

export const paths = {
  orders: `/api/order/getAllByCustomerId/${customerId}`,
  requests: `/api/return/getAllByCustomerId/${customerId}`,
  returnability: (orderId: number) => `/api/return/returnability/${orderId}`,
  create: (orderId: number) => `/api/return/createReturn/${orderId}`,
  withdraw: (id: number) => `/api/return/withdraw/${id}`,
  upload: '/api/return/uploadPhoto',
};

/** A paid order delivered two days ago (lines of dresses 50, 51, 52 unless told). */
export function deliveredOrder(id: number, overrides: Partial<Order> = {}): Order {
  return order(id, {
    status: 'REACHED',
    reachedAt: daysFromNow(-2),
    items: [orderItem(50, { quantity: 2, unitPrice: 249_900 }), orderItem(51, { size: 'S' })],
    ...overrides,
  });
}

type LineAnswer = Returnability['lines'][number];

/** A line with units left, no request open, and sizes L (3 in stock) and XL (none) to exchange for. */
export function returnableLine(orderItemId: number, overrides: Partial<LineAnswer> = {}): LineAnswer {
  const choice = (productSizeVariantId: number, size: string) => ({
    productId: Math.floor(orderItemId / 7),
    productSizeVariantId,
    size,
    colorId: 1,
    nameUZB: 'Ko‘ylak',
    nameRUS: 'Платье',
  });
  return {
    orderItemId,
    returnableQuantity: 2,
    openRequestId: null,
    exchangeChoices: [
      { choice: choice(1201, 'L'), stock: 3 },
      { choice: choice(1202, 'XL'), stock: 0 },
    ],
    ...overrides,
  };
}

export function returnability(orderId: number, lines: LineAnswer[], overrides: Partial<Returnability> = {}): Returnability {
  return { orderId, deliveredAt: daysFromNow(-2), returnUntil: daysFromNow(8), defectClaimUntil: daysFromNow(178), lines, ...overrides };
}

export function returnRequest(id: number, overrides: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    id,
    orderId: 1,
    orderNumber: 'L-000001',
    orderItemId: 350,
    customerId,
    kind: 'RETURN',
    status: 'REQUESTED',
    quantity: 1,
    reason: 'SIZE_TOO_SMALL',
    comment: null,
    photos: [],
    handover: 'POST',
    nameUZB: 'Ko‘ylak 50',
    nameRUS: 'Платье 50',
    size: 'M',
    imageUrl: null,
    unitPrice: 249_900,
    exchange: null,
    decisionNote: null,
    exchangeTrackingNumber: null,
    refundAmount: 249_900,
    refundProvider: 'PAYME',
    refundState: null,
    refundReceiptUrl: null,
    createdAt: daysFromNow(-1),
    decidedAt: null,
    receivedAt: null,
    refundedAt: null,
    exchangeSentAt: null,
    ...overrides,
  };
}

/** My orders of the signed-in customer with `orders`, their requests, and any further routes. */
export function openMyOrders(
  orders: Order[],
  { requests = [], routes = {}, language = 'uz' }: { requests?: ReturnRequest[]; routes?: Record<string, MockHandler | MockReply>; language?: 'uz' | 'ru' } = {},
) {
  const mock = mockProfileRoutes({ [paths.orders]: { body: orders }, [paths.requests]: { body: requests }, ...routes });
  renderApp({ route: '/my-orders', language });
  return mock;
}
