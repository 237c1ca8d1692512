import type { CouponKind, SaleGroup, StaffCoupon, StaffTier } from '../../../../contract/promotions';
import { staffTaggedApi } from '../api';

export type CouponFields = {
  kind: CouponKind;
  nameUZB: string;
  nameRUS: string;
  credit: number;
  minBasket: number;
  validDays: number;
  validFrom: string | null;
  validUntil: string | null;
  multiUse: boolean;
};
export type NewCoupon = CouponFields & { customerId: number | null };
export type CouponEdit = CouponFields & { id: number; active: boolean };
export type SaleGroupFields = Pick<SaleGroup, 'nameUZB' | 'nameRUS' | 'percent' | 'startsAt' | 'endsAt' | 'active' | 'categoryIds'>;
export type TierEdit = Pick<StaffTier, 'id' | 'nameUZB' | 'nameRUS' | 'minPoints' | 'couponIds'>;

const coupons = { type: 'StaffCoupon' as const, id: 'LIST' };
const groups = { type: 'StaffSaleGroup' as const, id: 'LIST' };
const tiers = { type: 'StaffTier' as const, id: 'LIST' };

/**
 * Coupons, sale groups and loyalty tiers (docs/api.md "Staff: promotions"). A sale group changes the storefront's
 * prices, so its changes also drop the shop's cached product reads; a tier's coupons show in the coupon list.
 */
export const promotionsApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffCoupon', 'StaffSaleGroup', 'StaffTier'] }).injectEndpoints({
  endpoints: (builder) => ({
    getCoupons: builder.query<StaffCoupon[], void>({
      query: () => '/api/coupon/getAllCoupons',
      providesTags: [coupons],
    }),
    getCouponKinds: builder.query<CouponKind[], void>({
      query: () => '/api/coupon/enums/couponNames',
    }),
    addCoupon: builder.mutation<StaffCoupon, NewCoupon>({
      query: (body) => ({ url: '/api/coupon/addCoupon', method: 'POST', body }),
      invalidatesTags: (_coupon, error) => (error ? [] : [coupons]),
    }),
    editCoupon: builder.mutation<StaffCoupon, CouponEdit>({
      query: ({ id, ...body }) => ({ url: `/api/coupon/editCoupon/${id}`, method: 'PUT', body }),
      invalidatesTags: (_coupon, error) => (error ? [] : [coupons]),
    }),
    deleteCoupon: builder.mutation<null, number>({
      query: (id) => ({ url: `/api/coupon/deleteCoupon/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error?.status === 401 ? [] : [coupons]),
    }),
    getSaleGroups: builder.query<SaleGroup[], void>({
      query: () => '/api/saleGroup/getAllSaleGroups',
      providesTags: [groups],
    }),
    addSaleGroup: builder.mutation<SaleGroup, SaleGroupFields>({
      query: (body) => ({ url: '/api/saleGroup/addSaleGroup', method: 'POST', body }),
      invalidatesTags: (_group, error) => (error ? [] : [groups, 'Product']),
    }),
    editSaleGroup: builder.mutation<SaleGroup, SaleGroupFields & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/saleGroup/editSaleGroup/${id}`, method: 'PUT', body }),
      invalidatesTags: (_group, error) => (error ? [] : [groups, 'Product']),
    }),
    endSaleGroup: builder.mutation<SaleGroup, number>({
      query: (id) => ({ url: `/api/saleGroup/endSaleGroup/${id}`, method: 'POST' }),
      invalidatesTags: (_group, error) => (error?.status === 401 ? [] : [groups, 'Product']),
    }),
    removeSaleGroup: builder.mutation<null, number>({
      query: (id) => ({ url: `/api/saleGroup/removeSaleGroup/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error?.status === 401 ? [] : [groups, 'Product']),
    }),
    getTiers: builder.query<StaffTier[], void>({
      query: () => '/api/loyaltyTier/staff/getAllTiers',
      providesTags: [tiers],
    }),
    editTier: builder.mutation<StaffTier, TierEdit>({
      query: ({ id, ...body }) => ({ url: `/api/loyaltyTier/staff/editTier/${id}`, method: 'PUT', body }),
      invalidatesTags: (_tier, error) => (error ? [] : [tiers, coupons]),
    }),
  }),
});

export const {
  useGetCouponsQuery,
  useGetCouponKindsQuery,
  useAddCouponMutation,
  useEditCouponMutation,
  useDeleteCouponMutation,
  useGetSaleGroupsQuery,
  useAddSaleGroupMutation,
  useEditSaleGroupMutation,
  useEndSaleGroupMutation,
  useRemoveSaleGroupMutation,
  useGetTiersQuery,
  useEditTierMutation,
} = promotionsApi;
