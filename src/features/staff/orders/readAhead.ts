import type { AppStore } from '../../../app/store';
import { staffOrdersApi } from './api';
import { ordersRequestAt } from './orderFilters';

/**
 * Asks for the orders the list opens with while the application is still being drawn (app/renderStaff.tsx; every
 * sign-in lands on the orders). The list then finds its read under way, or done: its first render shows the orders
 * or the loading state it would reach anyway, instead of rendering the whole page a second time, in one long task,
 * when its own effect starts the read. The answer is kept as any of the list's reads is (RTK Query's cache).
 */
export function readOrdersAhead(store: AppStore, search: string): void {
  const request = ordersRequestAt(search);
  if (request) void store.dispatch(staffOrdersApi.util.prefetch('getStaffOrders', request, {}));
}
