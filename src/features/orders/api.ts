import { api } from '../../app/api';
import type { Order, PayOrderRequest, PaymentStart } from './types';

const customerOrders = (customerId: number) => ({ type: 'Order' as const, id: `LIST-${customerId}` });

/** The customer's orders and paying one of them again (docs/api.md "Orders, delivery and payment"). */
export const ordersApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCustomerOrders: builder.query<Order[], number>({
      query: (customerId) => `/api/order/getAllByCustomerId/${customerId}`,
      providesTags: (_orders, _error, customerId) => [customerOrders(customerId), { type: 'Order', id: 'LIST' }],
    }),
    /** A fresh payment address for an unpaid order. A refusal means the order changed meanwhile: read it again. */
    payOrder: builder.mutation<PaymentStart, PayOrderRequest>({
      query: ({ orderId, paymentMethod, language }) => ({
        url: `/api/order/payOrder/${orderId}`,
        method: 'POST',
        body: { paymentMethod, language },
      }),
      invalidatesTags: (_result, error, { customerId }) => (error ? [customerOrders(customerId)] : []),
    }),
  }),
});

export const { useGetCustomerOrdersQuery, usePayOrderMutation } = ordersApi;
