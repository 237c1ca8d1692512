import type { AddProductBody, DeletedProduct, EditProductBody, EditRefnumberBody, StaffProduct } from '../../../../contract/staff';
import { staffTaggedApi } from '../api';
import type { StaffProductsPage, StaffProductsRequest } from './types';

/*
 * The staff's product reads and writes. Tags reuse the shop's 'Product' type under ids of their own: the list
 * ('STAFF-LIST') and each staff product ('STAFF-<id>'); a write also ends the storefront's entry of that product,
 * so a shop page open in the same tab reads the change.
 */
const staffListTag = { type: 'Product' as const, id: 'STAFF-LIST' };
const staffProductTag = (id: number) => ({ type: 'Product' as const, id: `STAFF-${id}` });
const changedTags = (id: number) => [staffListTag, staffProductTag(id), { type: 'Product' as const, id }];

/** The list's query string: filters left out when empty, so equal lists share one cache entry. */
function listParams({ page, size, sort, direction, categoryId, active, draft, text }: StaffProductsRequest) {
  return {
    page,
    size,
    sort,
    direction,
    ...(categoryId === undefined ? {} : { categoryId }),
    ...(active === undefined ? {} : { active }),
    ...(draft === undefined ? {} : { draft }),
    ...(text ? { text } : {}),
  };
}

export const staffProductsApi = staffTaggedApi.injectEndpoints({
  endpoints: (builder) => ({
    getStaffProducts: builder.query<StaffProductsPage, StaffProductsRequest>({
      query: (request) => ({ url: '/api/product/staff/getAllProducts', params: listParams(request) }),
      providesTags: [staffListTag],
    }),
    /** The colours of an item: the rows sharing its reference number exactly, oldest first. */
    getProductColours: builder.query<StaffProduct[], string>({
      query: (referenceNumber) => ({ url: '/api/product/staff/getAllProducts', params: { referenceNumber, size: 100, sort: 'created', direction: 'asc' } }),
      transformResponse: (page: StaffProductsPage) => page.content,
      providesTags: [staffListTag],
    }),
    getStaffProduct: builder.query<StaffProduct, number>({
      query: (id) => `/api/product/staff/getProductById/${id}`,
      providesTags: (_product, _error, id) => [staffProductTag(id)],
    }),
    addStaffProduct: builder.mutation<StaffProduct, AddProductBody>({
      query: (body) => ({ url: '/api/product/addProduct', method: 'POST', body }),
      invalidatesTags: (product) => (product ? [staffListTag] : []),
    }),
    editStaffProduct: builder.mutation<StaffProduct, { id: number; body: EditProductBody }>({
      query: ({ id, body }) => ({ url: `/api/product/editProduct/${id}`, method: 'PUT', body }),
      invalidatesTags: (product, _error, { id }) => (product ? changedTags(id) : []),
    }),
    editReferenceNumber: builder.mutation<StaffProduct, EditRefnumberBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/product/editRefnumber/${id}`, method: 'PUT', body }),
      invalidatesTags: (product, _error, { id }) => (product ? changedTags(id) : []),
    }),
    /** Puts a draft on sale; 409 NOT_READY names what it lacks (photos, sizes). */
    publishStaffProduct: builder.mutation<StaffProduct, number>({
      query: (id) => ({ url: `/api/product/publishProduct/${id}`, method: 'POST' }),
      invalidatesTags: (product, _error, id) => (product ? changedTags(id) : []),
    }),
    deleteStaffProduct: builder.mutation<DeletedProduct, number>({
      query: (id) => ({ url: `/api/product/deleteProduct/${id}`, method: 'DELETE' }),
      invalidatesTags: (deleted, _error, id) => (deleted ? changedTags(id) : []),
    }),
  }),
});

export const {
  useGetStaffProductsQuery,
  useGetProductColoursQuery,
  useGetStaffProductQuery,
  useAddStaffProductMutation,
  useEditStaffProductMutation,
  useEditReferenceNumberMutation,
  usePublishStaffProductMutation,
  useDeleteStaffProductMutation,
} = staffProductsApi;
