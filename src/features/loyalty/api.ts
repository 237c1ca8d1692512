import { api } from '../../app/api';

export type StatusCoupon = { name: string; credit: number; validDays: number };
/** GET /api/status/getAllStatus: a tier, the points it starts at and the coupon reaching it awards. */
export type LoyaltyTier = { id: number; name: string; minPoints: number; coupon: StatusCoupon | null };

export const loyaltyApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getAllStatus: builder.query<LoyaltyTier[], void>({
      query: () => '/api/status/getAllStatus',
      providesTags: [{ type: 'Status', id: 'LIST' }],
    }),
  }),
});

export const { useGetAllStatusQuery } = loyaltyApi;
