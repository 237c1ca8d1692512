import type { Page } from '../../../../contract/page';
import type { RejectReturnBody, ReturnCounts, ReturnDecisionBody, SendExchangeBody, StaffReturnRequest } from '../../../../contract/returns';
import type { ReturnStatus } from '../../../../contract/limits';
import { staffTaggedApi } from '../api';

/** A page of GET /api/return/staff/list (docs/api.md "Returns and exchanges", staff). */
export type StaffReturnsPage = Page<StaffReturnRequest>;
export type StaffReturnsRequest = { status: ReturnStatus; page: number; size: number };

/**
 * Each staff move of a request: POST /api/return/staff/<move>/<id>, with the body the contract gives it. A refusal
 * (409: moved by someone else meanwhile) reads the request again too, so the page shows where it really stands.
 */
export type ReturnMove =
  | { move: 'approve'; id: number; body: ReturnDecisionBody }
  | { move: 'reject'; id: number; body: RejectReturnBody }
  | { move: 'sendExchange'; id: number; body: SendExchangeBody }
  | { move: 'receive' | 'close' | 'refundedByHand' | 'retryRefund'; id: number };

export type ReturnMoveName = ReturnMove['move'];

/* The staff's lists and counts are the 'Return' tag's STAFF id (the shopper's are its others); each request has its own. */
const returnsList = { type: 'Return' as const, id: 'STAFF' };
const returnTag = (id: number) => ({ type: 'Return' as const, id: `STAFF-${id}` });
// A move changes its order's page too (its stock, its refund, a new shipment), which the staff's order tags hold.
const orderTags = (orderId: number | undefined) => [{ type: 'Order' as const, id: 'STAFF' }, ...(orderId === undefined ? [] : [{ type: 'Order' as const, id: `STAFF-${orderId}` }])];

export const returnsApi = staffTaggedApi.injectEndpoints({
  endpoints: (builder) => ({
    getStaffReturns: builder.query<StaffReturnsPage, StaffReturnsRequest>({
      query: (request) => ({ url: '/api/return/staff/list', params: request }),
      providesTags: [returnsList],
    }),
    getReturnCounts: builder.query<ReturnCounts, void>({
      query: () => '/api/return/staff/counts',
      providesTags: [returnsList],
    }),
    getStaffReturn: builder.query<StaffReturnRequest, number>({
      query: (id) => `/api/return/staff/get/${id}`,
      providesTags: (_request, _error, id) => [returnTag(id)],
    }),
    moveReturn: builder.mutation<StaffReturnRequest, ReturnMove>({
      query: (move) => ({ url: `/api/return/staff/${move.move}/${move.id}`, method: 'POST', ...('body' in move ? { body: move.body } : {}) }),
      // Stock moves at approval (an exchange's size), receipt and closing: the stock screens read it again.
      invalidatesTags: (request, error, move) => (error?.status === 401 ? [] : [returnsList, returnTag(move.id), ...orderTags(request?.orderId), 'StaffStock']),
    }),
  }),
});

export const { useGetStaffReturnsQuery, useGetReturnCountsQuery, useGetStaffReturnQuery, useMoveReturnMutation } = returnsApi;
