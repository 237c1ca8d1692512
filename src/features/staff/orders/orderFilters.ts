import { ORDER_STATUSES } from '../../../../contract/limits';
import type { OrderStatus } from '../../orders/types';

/** The list's tabs: every order, one status, or the paid ones of any status. */
export type OrdersTab = 'ALL' | OrderStatus | 'PAID';
export const ORDER_TABS: readonly OrdersTab[] = ['ALL', ...ORDER_STATUSES, 'PAID'];

/** The filters of GET /api/order/getAllOrders and of the CSV export (docs/api.md "Staff: orders"). */
export type OrderFilters = { status?: OrderStatus; paid?: boolean; q?: string; from?: string; to?: string };

/** What the address holds: ?status=PACK&q=LB-000123&from=2026-11-01&to=2026-11-30&page=2. */
export type OrdersView = { tab: OrdersTab; q: string; from: string; to: string; page: number };

const isDay = (value: string | null): value is string => value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function readOrdersView(params: URLSearchParams): OrdersView {
  const status = params.get('status');
  return {
    // The staff's day starts with what came in: NEW unless the address says otherwise.
    tab: ORDER_TABS.find((tab) => tab === status) ?? 'NEW',
    q: params.get('q')?.trim() ?? '',
    from: isDay(params.get('from')) ? params.get('from')! : '',
    to: isDay(params.get('to')) ? params.get('to')! : '',
    page: Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1),
  };
}

export function writeOrdersView(view: OrdersView): URLSearchParams {
  const params = new URLSearchParams({ status: view.tab });
  if (view.q) params.set('q', view.q);
  if (view.from) params.set('from', view.from);
  if (view.to) params.set('to', view.to);
  if (view.page > 1) params.set('page', String(view.page));
  return params;
}

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
