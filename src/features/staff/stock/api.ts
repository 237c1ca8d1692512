import type { AddSizeBody, ProductStock, RenameSizeBody, ReorderSizesBody, StockChangeBody, StockMovement } from '../../../../contract/stock';
import type { StaffProduct } from '../../../../contract/staff';
import { staffTaggedApi } from '../api';
import type { CappedPage, Page } from '../../../../contract/page';

export type StockHistoryPage = Page<StockMovement>;

/*
 * A product row's sizes and stock ('StaffStock' <productId>) and its history ('StaffStock' history-<productId>).
 * Every write answers the sizes as they are now, which go straight into the cache; the history and the shop's
 * entry of the product (its page shows the sizes) are read again.
 */
const stockTag = (productId: number) => ({ type: 'StaffStock' as const, id: productId });
const historyTag = (productId: number) => ({ type: 'StaffStock' as const, id: `history-${productId}` });
const afterWrite = (productId: number) => [historyTag(productId), { type: 'Product' as const, id: productId }];

export const stockApi = staffTaggedApi.injectEndpoints({
  endpoints: (builder) => {
    /** A write of the product's sizes: its answer replaces the cached sizes at once. */
    const sizesWrite = <Arg extends { productId: number }>(request: (arg: Arg) => { url: string; method: string; body?: unknown }) =>
      builder.mutation<ProductStock, Arg>({
        query: (arg) => request(arg),
        async onQueryStarted({ productId }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(stockApi.util.upsertQueryData('getProductStock', productId, data));
          } catch {
            // The failure is the caller's to say; a refusal reads the sizes again through the tags below.
          }
        },
        invalidatesTags: (_stock, error, { productId }) => (error?.status === 401 ? [] : error ? [stockTag(productId)] : afterWrite(productId)),
      });
    return {
      getProductStock: builder.query<ProductStock, number>({
        query: (productId) => `/api/stock/getProductStock/${productId}`,
        providesTags: (_stock, _error, productId) => [stockTag(productId)],
      }),
      getStockHistory: builder.query<StockHistoryPage, { productId: number; page: number; size: number }>({
        query: ({ productId, page, size }) => ({ url: `/api/stock/getStockHistory/${productId}`, params: { page, size } }),
        providesTags: (_page, _error, { productId }) => [historyTag(productId)],
      }),
      /** Product rows found by reference number or name, for the stock screen's search. */
      findStockProducts: builder.query<CappedPage<StaffProduct>, string>({
        query: (text) => ({ url: '/api/product/staff/getAllProducts', params: { text, size: 50, sort: 'name', direction: 'asc' } }),
        providesTags: [{ type: 'Product', id: 'STAFF-LIST' }],
      }),
      addSize: sizesWrite<{ productId: number; body: AddSizeBody }>(({ productId, body }) => ({ url: `/api/stock/addSize/${productId}`, method: 'POST', body })),
      renameSize: sizesWrite<RenameSizeBody & { productId: number; sizeId: number }>(({ sizeId, size }) => ({ url: `/api/stock/editSize/${sizeId}`, method: 'PUT', body: { size } })),
      reorderSizes: sizesWrite<ReorderSizesBody & { productId: number }>(({ productId, sizeIds }) => ({ url: `/api/stock/reorderSizes/${productId}`, method: 'PUT', body: { sizeIds } })),
      deleteSize: sizesWrite<{ productId: number; sizeId: number }>(({ sizeId }) => ({ url: `/api/stock/deleteSize/${sizeId}`, method: 'DELETE' })),
      changeStock: sizesWrite<{ productId: number; sizeId: number; body: StockChangeBody }>(({ sizeId, body }) => ({ url: `/api/stock/changeStock/${sizeId}`, method: 'POST', body })),
    };
  },
});

export const {
  useGetProductStockQuery,
  useGetStockHistoryQuery,
  useFindStockProductsQuery,
  useAddSizeMutation,
  useRenameSizeMutation,
  useReorderSizesMutation,
  useDeleteSizeMutation,
  useChangeStockMutation,
} = stockApi;
