import { api } from '../../app/api';
import type { PaymentStart } from '../orders/types';
import type { AddOrderBody, CheckPromoCodeBody, PromoCodeCheck } from '../../../contract/order';
import type { CustomerCoupon } from './types';

/**
 * Placing an order. Success empties those cart lines, adds an order and may use a coupon, so all three are
 * read again; a stock or coupon conflict means the cart or the coupons changed, so they are read again too.
 */
export const checkoutApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCheckoutCoupons: builder.query<CustomerCoupon[], number>({
      query: (customerId) => `/api/couponCustomer/getCouponsByCustomerId/${customerId}`,
      providesTags: (_coupons, _error, customerId) => [{ type: 'Coupon', id: `LIST-${customerId}` }],
    }),
    // A look, not a change: nothing is counted or cached, so the answer is read again at each Apply.
    checkPromoCode: builder.mutation<PromoCodeCheck, CheckPromoCodeBody>({
      query: (body) => ({ url: '/api/order/checkPromoCode', method: 'POST', body }),
    }),
    addOrder: builder.mutation<PaymentStart, AddOrderBody>({
      query: (body) => ({ url: '/api/order/addOrder', method: 'POST', body }),
      invalidatesTags: (result, error) => {
        if (result) return [{ type: 'Cart', id: 'LIST' }, { type: 'Order', id: 'LIST' }, 'Coupon'];
        return error?.status === 409 ? [{ type: 'Cart', id: 'LIST' }, 'Coupon'] : [];
      },
    }),
  }),
});

export const { useGetCheckoutCouponsQuery, useCheckPromoCodeMutation, useAddOrderMutation } = checkoutApi;
