import type { Order } from '../../orders/types';
import type { StaffOrder, StaffOrderDetail } from '../../../../contract/staff-orders';
import { staffTaggedApi } from '../api';
import type { OrderMove } from '../types';
import type { OrderFilters } from './orderFilters';
import type { Page } from '../../../../contract/page';

/** A page of GET /api/order/getAllOrders (docs/api.md "Staff: orders"). */
export type StaffOrdersPage = Page<StaffOrder>;
export type StaffOrdersRequest = OrderFilters & { page: number; size: number };

/*
 * The lists are the 'Order' tag's STAFF id, which the frame drops on sign-out, so the next person reads afresh; an
 * order's page carries it too, with an id of its own that its moves refresh.
 */
const staffList = { type: 'Order' as const, id: 'STAFF' };
const staffOrder = (id: number) => ({ type: 'Order' as const, id: `STAFF-${id}` });

const movePaths: Record<OrderMove['to'], string> = {
  PACK: 'editStatusToPack',
  SEND: 'editStatusToSend',
  REACHED: 'editStatusToReached',
  REJECTED: 'editStatusToRejected',
};

export const staffOrdersApi = staffTaggedApi.injectEndpoints({
  endpoints: (builder) => ({
    getStaffOrders: builder.query<StaffOrdersPage, StaffOrdersRequest>({
      query: (request) => ({ url: '/api/order/getAllOrders', params: request }),
      providesTags: [staffList],
    }),
    getStaffOrder: builder.query<StaffOrderDetail, number>({
      query: (id) => `/api/order/staff/getOrder/${id}`,
      providesTags: (_order, _error, id) => [staffList, staffOrder(id)],
    }),
    /**
     * Moves an order along. A refusal (409: not paid yet, or moved by someone else meanwhile) also reads the
     * lists and the order again, so the screen shows where the order really is.
     */
    moveOrder: builder.mutation<Order, OrderMove>({
      query: (move) => ({
        url: `/api/order/${movePaths[move.to]}/${move.orderId}`,
        method: 'PUT',
        ...(move.to === 'SEND' ? { body: { postTrackingNumber: move.postTrackingNumber } } : {}),
      }),
      invalidatesTags: (_order, error, move) => (error?.status === 401 ? [] : [staffList, staffOrder(move.orderId), { type: 'Order', id: 'LIST' }]),
    }),
  }),
});

export const { useGetStaffOrdersQuery, useGetStaffOrderQuery, useMoveOrderMutation } = staffOrdersApi;
