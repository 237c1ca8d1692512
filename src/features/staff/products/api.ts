import type { DeletedProduct, StaffProduct } from '../../../../contract/staff';
import { staffRequest, staffTaggedApi } from '../api';
import type { AddProductBody, EditProductBody, StaffProductsPage, StaffProductsRequest } from './types';

/*
 * The staff's product reads and writes. Tags reuse the shop's 'Product' type under ids of their own: the list
 * ('STAFF-LIST') and each staff product ('STAFF-<id>'); a write also ends the storefront's entry of that product,
 * so a shop page open in the same tab reads the change.
 */
const staffListTag = { type: 'Product' as const, id: 'STAFF-LIST' };
const staffProductTag = (id: number) => ({ type: 'Product' as const, id: `STAFF-${id}` });
const changedTags = (id: number) => [staffListTag, staffProductTag(id), { type: 'Product' as const, id }];

/** The list's query string: filters left out when empty, so equal lists share one cache entry. */
function listParams({ page, size, sort, direction, categoryId, active, text }: StaffProductsRequest) {
  return {
    page,
    size,
    sort,
    direction,
    ...(categoryId === undefined ? {} : { categoryId }),
    ...(active === undefined ? {} : { active }),
    ...(text ? { text } : {}),
  };
}

export const staffProductsApi = staffTaggedApi.injectEndpoints({
  endpoints: (builder) => ({
    getStaffProducts: builder.query<StaffProductsPage, StaffProductsRequest>({
      queryFn: (request, queryApi) => staffRequest<StaffProductsPage>({ url: '/api/product/staff/getAllProducts', params: listParams(request) }, queryApi),
      providesTags: [staffListTag],
    }),
    /** The colours of an item: the rows sharing its reference number exactly, oldest first. */
    getProductColours: builder.query<StaffProduct[], string>({
      queryFn: async (referenceNumber, queryApi) => {
        const answer = await staffRequest<StaffProductsPage>(
          { url: '/api/product/staff/getAllProducts', params: { referenceNumber, size: 100, sort: 'created', direction: 'asc' } },
          queryApi,
        );
        return answer.error ? { error: answer.error } : { data: answer.data.content };
      },
      providesTags: [staffListTag],
    }),
    getStaffProduct: builder.query<StaffProduct, number>({
      queryFn: (id, queryApi) => staffRequest<StaffProduct>(`/api/product/staff/getProductById/${id}`, queryApi),
      providesTags: (_product, _error, id) => [staffProductTag(id)],
    }),
    addStaffProduct: builder.mutation<StaffProduct, AddProductBody>({
      queryFn: (body, queryApi) => staffRequest<StaffProduct>({ url: '/api/product/addProduct', method: 'POST', body }, queryApi),
      invalidatesTags: (product) => (product ? [staffListTag] : []),
    }),
    editStaffProduct: builder.mutation<StaffProduct, { id: number; body: EditProductBody }>({
      queryFn: ({ id, body }, queryApi) => staffRequest<StaffProduct>({ url: `/api/product/editProduct/${id}`, method: 'PUT', body }, queryApi),
      invalidatesTags: (product, _error, { id }) => (product ? changedTags(id) : []),
    }),
    editReferenceNumber: builder.mutation<StaffProduct, { id: number; referenceNumber: string; version: number }>({
      queryFn: ({ id, ...body }, queryApi) => staffRequest<StaffProduct>({ url: `/api/product/editRefnumber/${id}`, method: 'PUT', body }, queryApi),
      invalidatesTags: (product, _error, { id }) => (product ? changedTags(id) : []),
    }),
    deleteStaffProduct: builder.mutation<DeletedProduct, number>({
      queryFn: (id, queryApi) => staffRequest<DeletedProduct>({ url: `/api/product/deleteProduct/${id}`, method: 'DELETE' }, queryApi),
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
  useDeleteStaffProductMutation,
} = staffProductsApi;
