import type { PaymentProvider, PaymentState, PaymentTotals, StaffPayment } from '../../../../contract/staffPayments';
import { staffTaggedApi } from '../api';
import type { Page } from '../../../../contract/page';

export type PaymentsRequest = {
  from: string;
  to: string;
  provider?: PaymentProvider;
  state?: PaymentState;
  page: number;
  size: number;
};

export type PaymentsPage = Page<StaffPayment>;

const paymentsTag = { type: 'StaffPayments' as const, id: 'LIST' };

/** The providers' transactions, read only: the refresh button reads both again through the tag. */
export const paymentsApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffPayments'] }).injectEndpoints({
  endpoints: (builder) => ({
    getPayments: builder.query<PaymentsPage, PaymentsRequest>({
      query: ({ provider, state, ...request }) => ({ url: '/api/payment/getAllPayments', params: { ...request, ...(provider ? { provider } : {}), ...(state ? { state } : {}) } }),
      providesTags: [paymentsTag],
    }),
    getPaymentTotals: builder.query<PaymentTotals, { from: string; to: string }>({
      query: (range) => ({ url: '/api/payment/by-date', params: range }),
      providesTags: [paymentsTag],
    }),
  }),
});

export const { useGetPaymentsQuery, useGetPaymentTotalsQuery } = paymentsApi;
export const refreshPayments = () => paymentsApi.util.invalidateTags([paymentsTag]);
