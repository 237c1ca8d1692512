import userEvent from '@testing-library/user-event';
import { mockRoutes, setCookie, type MockHandler, type MockReply } from '../../../../test/web/fetchMock';
import { renderApp } from '../../../../test/web/render';
import { makeStore } from '../../../app/store';
import type { Language } from '../../../i18n/languages';
import type { Order, OrderStatus } from '../../orders/types';
import type { StaffOrdersPage } from '../orders/api';
import { staffAudience } from '../staffAudience';

export const ordersPath = '/api/order/getAllOrders';
export const staffToken = 'staff-token-1';

const staffPhone = '+998909999999';

export function signInStaff(token = staffToken, role = 'ADMIN') {
  setCookie('staffToken', token);
  setCookie('staffRole', role);
  setCookie('staffPhone', staffPhone);
}

/** A page of the staff's list: each order with who placed it (the customer's own orders lack it). */
export function page(content: Order[], { number = 0, totalPages = 1, totalElements = content.length } = {}): StaffOrdersPage {
  const withCustomers = content.map((order) => ({ customer: { id: order.customerId, fullName: 'Dilnoza Karimova', phoneNumber: '+998901234567' }, ...order }));
  return { content: withCustomers, page: number, size: 20, totalElements, totalPages };
}

/** Answers the orders list from `byStatus` (the `status` query decides), or through `orders` when it is a handler. */
export function staffOrders(byStatus: Partial<Record<OrderStatus, Order[]>>): MockHandler {
  return (request) => {
    const status = new URL(request.url, 'http://localhost').searchParams.get('status') as OrderStatus;
    return { body: page(byStatus[status] ?? []) };
  };
}

type Options = { route?: string; language?: Language; routes?: Record<string, MockHandler | MockReply> };

/** `route` (the staff application's /staff by default) with the API answering `orders` for the list; the shop's own reads answer 404 (nobody is a customer). */
export function renderStaff(orders: MockHandler | MockReply, { route = '/staff', language = 'uz', routes = {} }: Options = {}) {
  const mock = mockRoutes({ [ordersPath]: orders, ...routes });
  const user = userEvent.setup();
  // The staff application's store, as its entry makes it (app/renderStaff.tsx).
  const view = renderApp({ route, language, store: makeStore(undefined, { audience: staffAudience }) });
  return { ...view, ...mock, user };
}

export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);
