import { api } from '../../app/api';

/** The part of an order the payment pop-up reads; the full order is the orders feature's business. */
export type OrderPaymentState = { id: number; paid: boolean };

export const paymentApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getOrderById: builder.query<OrderPaymentState, string>({
      query: (orderId) => `/api/order/getOrderById/${encodeURIComponent(orderId)}`,
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});
