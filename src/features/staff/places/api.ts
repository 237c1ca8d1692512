import type {
  AddPostFilialBody,
  AddRegionBody,
  AddSubRegionBody,
  EditPostFilialBody,
  EditRegionBody,
  EditSubRegionBody,
  StaffPostFilial,
  StaffPostFilialList,
  StaffRegion,
  StaffSubRegion,
  StaffSubRegionList,
} from '../../../../contract/staff-places';
import { staffTaggedApi } from '../api';

const places = { type: 'StaffPlace' as const, id: 'TREE' };
// A refusal (in use, gone meanwhile) reads the tree again too: its counts may have changed.
const afterChange = (_result: unknown, error: { status: unknown } | undefined) => (error?.status === 401 ? [] : [places]);

/** The places tree (docs/api.md "Staff: places"): every change reads the open level again, with its counts. */
export const staffPlacesApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffPlace'] }).injectEndpoints({
  endpoints: (builder) => ({
    getStaffRegions: builder.query<StaffRegion[], void>({
      query: () => '/api/places/staff/getRegions',
      providesTags: [places],
    }),
    getStaffSubRegions: builder.query<StaffSubRegionList, number>({
      query: (regionId) => `/api/places/staff/getSubRegions/${regionId}`,
      providesTags: [places],
    }),
    getStaffPostFilials: builder.query<StaffPostFilialList, number>({
      query: (subRegionId) => `/api/places/staff/getPostFilials/${subRegionId}`,
      providesTags: [places],
    }),
    addRegion: builder.mutation<StaffRegion, AddRegionBody>({
      query: (body) => ({ url: '/api/region/addRegion', method: 'POST', body }),
      invalidatesTags: afterChange,
    }),
    editRegion: builder.mutation<StaffRegion, EditRegionBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/region/editRegion/${id}`, method: 'PUT', body }),
      invalidatesTags: afterChange,
    }),
    deleteRegion: builder.mutation<null, number>({
      query: (id) => ({ url: `/api/region/deleteRegion/${id}`, method: 'DELETE' }),
      invalidatesTags: afterChange,
    }),
    addSubRegion: builder.mutation<StaffSubRegion, AddSubRegionBody>({
      query: (body) => ({ url: '/api/subRegion/addSubRegion', method: 'POST', body }),
      invalidatesTags: afterChange,
    }),
    editSubRegion: builder.mutation<StaffSubRegion, EditSubRegionBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/subRegion/editSubRegion/${id}`, method: 'PUT', body }),
      invalidatesTags: afterChange,
    }),
    deleteSubRegion: builder.mutation<null, number>({
      query: (id) => ({ url: `/api/subRegion/deleteSubRegion/${id}`, method: 'DELETE' }),
      invalidatesTags: afterChange,
    }),
    addPostFilial: builder.mutation<StaffPostFilial, AddPostFilialBody>({
      query: (body) => ({ url: '/api/postFilial/addPostFilial', method: 'POST', body }),
      invalidatesTags: afterChange,
    }),
    editPostFilial: builder.mutation<StaffPostFilial, EditPostFilialBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/postFilial/editPostFilial/${id}`, method: 'PUT', body }),
      invalidatesTags: afterChange,
    }),
    deletePostFilial: builder.mutation<null, number>({
      query: (id) => ({ url: `/api/postFilial/deletePostFilial/${id}`, method: 'DELETE' }),
      invalidatesTags: afterChange,
    }),
  }),
});

export const {
  useGetStaffRegionsQuery,
  useGetStaffSubRegionsQuery,
  useGetStaffPostFilialsQuery,
  useAddRegionMutation,
  useEditRegionMutation,
  useDeleteRegionMutation,
  useAddSubRegionMutation,
  useEditSubRegionMutation,
  useDeleteSubRegionMutation,
  useAddPostFilialMutation,
  useEditPostFilialMutation,
  useDeletePostFilialMutation,
} = staffPlacesApi;
