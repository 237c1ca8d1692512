import { ORDER_STATUSES } from '../../../../contract/limits';
import type { OrderStatus } from '../../orders/types';
import { pageRequestOf, readListView, useListView, type ListAddress, type ListView } from '../kit/useListView';

/** The list's tabs: every order, one status, or the paid ones of any status. */
export type OrdersTab = 'ALL' | OrderStatus | 'PAID';
export const ORDER_TABS: readonly OrdersTab[] = ['ALL', ...ORDER_STATUSES, 'PAID'];

/** The filters of GET /api/order/getAllOrders and of the CSV export (docs/api.md "Staff: orders"). */
export type OrderFilters = { status?: OrderStatus; paid?: boolean; q?: string; from?: string; to?: string };

/** Orders a page; the staff works through them a page at a time. */
const STAFF_PAGE_SIZE = 20;

/** What the address holds: ?status=PACK&q=LB-000123&from=2026-11-01&to=2026-11-30, with the list's page (&page=2). */
type OrdersFilters = { tab: OrdersTab; q: string; from: string; to: string };
export type OrdersView = ListView<OrdersFilters>;

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

const ordersAddress: ListAddress<OrdersFilters> = {
  read: (params) => {
    const status = params.get('status');
    return {
      // The staff's day starts with what came in: NEW unless the address says otherwise.
      tab: ORDER_TABS.find((tab) => tab === status) ?? 'NEW',
      q: params.get('q')?.trim() ?? '',
      from: isDay(params.get('from')) ? params.get('from')! : '',
      to: isDay(params.get('to')) ? params.get('to')! : '',
    };
  },
  write: (view) => {
    const params = new URLSearchParams({ status: view.tab });
    if (view.q) params.set('q', view.q);
    if (view.from) params.set('from', view.from);
    if (view.to) params.set('to', view.to);
    return params;
  },
  sizes: [STAFF_PAGE_SIZE],
  // Every tab, search and page is a step Back returns from.
  replaces: () => false,
};

/** The orders' view and a way to change it. */
export const useOrdersView = () => useListView(ordersAddress);

/** A date range the server would refuse (to before from) is not asked for. */
export const badRange = (view: Pick<OrdersView, 'from' | 'to'>) => view.from !== '' && view.to !== '' && view.to < view.from;

export function filtersOf(view: OrdersView): OrderFilters {
  const filters: OrderFilters = {};
  if (view.tab === 'PAID') filters.paid = true;
  else if (view.tab !== 'ALL') filters.status = view.tab;
  if (view.q) filters.q = view.q;
  if (view.from) filters.from = view.from;
  if (view.to) filters.to = view.to;
  return filters;
}

/** What the list asks for at the address's query (`?status=...`), as StaffOrders asks; null for a range it does not ask for. */
export function ordersRequestAt(search: string): OrderFilters & { page: number; size: number } | null {
  const view = readListView(ordersAddress, new URLSearchParams(search));
  return badRange(view) ? null : { ...filtersOf(view), ...pageRequestOf(view) };
}
