import type {
  AddCouponBody,
  CouponKind,
  EditCouponBody,
  SaleGroup,
  SaleGroupBody,
  StaffCoupon,
  StaffTier,
  TierBody,
} from '../../../../contract/promotions';
import { staffTaggedApi } from '../api';

/** What editTier takes: the tier's body and its id, which goes in the path. */
export type TierEdit = TierBody & { id: number };

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
    addCoupon: builder.mutation<StaffCoupon, AddCouponBody>({
      query: (body) => ({ url: '/api/coupon/addCoupon', method: 'POST', body }),
      invalidatesTags: (_coupon, error) => (error ? [] : [coupons]),
    }),
    editCoupon: builder.mutation<StaffCoupon, EditCouponBody & { id: number }>({
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
    addSaleGroup: builder.mutation<SaleGroup, SaleGroupBody>({
      query: (body) => ({ url: '/api/saleGroup/addSaleGroup', method: 'POST', body }),
      invalidatesTags: (_group, error) => (error ? [] : [groups, 'Product']),
    }),
    editSaleGroup: builder.mutation<SaleGroup, SaleGroupBody & { id: number }>({
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
