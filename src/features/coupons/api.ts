import { api } from '../../app/api';
import type { CustomerCoupon } from './types';

/** The customer's coupons; checkout may read the same list to offer the usable ones. */
export const couponsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCouponsByCustomerId: builder.query<CustomerCoupon[], number>({
      query: (customerId) => `/api/couponCustomer/getCouponsByCustomerId/${customerId}`,
      providesTags: [{ type: 'Coupon', id: 'LIST' }],
    }),
  }),
});

export const { useGetCouponsByCustomerIdQuery } = couponsApi;
