import type { StaffPostFilial, StaffPostFilialList, StaffRegion, StaffSubRegion, StaffSubRegionList } from '../../../../contract/staff-places';
import { staffRequest, staffTaggedApi } from '../api';

export type RegionFields = { nameUZB: string; nameRUS: string; isTashkentCity: boolean; position: number };
export type SubRegionFields = { nameUZB: string; nameRUS: string };
export type PostFilialFields = { nameUZB: string; nameRUS: string; addressUZB: string; addressRUS: string };

const places = { type: 'StaffPlace' as const, id: 'TREE' };
// A refusal (in use, gone meanwhile) reads the tree again too: its counts may have changed.
const afterChange = (_result: unknown, error: { status: unknown } | undefined) => (error?.status === 401 ? [] : [places]);

/** The places tree (docs/api.md "Staff: places"): every change reads the open level again, with its counts. */
export const staffPlacesApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffPlace'] }).injectEndpoints({
  endpoints: (builder) => ({
    getStaffRegions: builder.query<StaffRegion[], void>({
      queryFn: (_arg, queryApi) => staffRequest<StaffRegion[]>('/api/places/staff/getRegions', queryApi),
      providesTags: [places],
    }),
    getStaffSubRegions: builder.query<StaffSubRegionList, number>({
      queryFn: (regionId, queryApi) => staffRequest<StaffSubRegionList>(`/api/places/staff/getSubRegions/${regionId}`, queryApi),
      providesTags: [places],
    }),
    getStaffPostFilials: builder.query<StaffPostFilialList, number>({
      queryFn: (subRegionId, queryApi) => staffRequest<StaffPostFilialList>(`/api/places/staff/getPostFilials/${subRegionId}`, queryApi),
      providesTags: [places],
    }),
    addRegion: builder.mutation<StaffRegion, Omit<RegionFields, 'position'>>({
      queryFn: (body, queryApi) => staffRequest<StaffRegion>({ url: '/api/region/addRegion', method: 'POST', body }, queryApi),
      invalidatesTags: afterChange,
    }),
    editRegion: builder.mutation<StaffRegion, RegionFields & { id: number; active: boolean }>({
      queryFn: ({ id, ...body }, queryApi) => staffRequest<StaffRegion>({ url: `/api/region/editRegion/${id}`, method: 'PUT', body }, queryApi),
      invalidatesTags: afterChange,
    }),
    deleteRegion: builder.mutation<null, number>({
      queryFn: (id, queryApi) => staffRequest<null>({ url: `/api/region/deleteRegion/${id}`, method: 'DELETE' }, queryApi),
      invalidatesTags: afterChange,
    }),
    addSubRegion: builder.mutation<StaffSubRegion, SubRegionFields & { regionId: number }>({
      queryFn: (body, queryApi) => staffRequest<StaffSubRegion>({ url: '/api/subRegion/addSubRegion', method: 'POST', body }, queryApi),
      invalidatesTags: afterChange,
    }),
    editSubRegion: builder.mutation<StaffSubRegion, SubRegionFields & { id: number; active: boolean }>({
      queryFn: ({ id, ...body }, queryApi) => staffRequest<StaffSubRegion>({ url: `/api/subRegion/editSubRegion/${id}`, method: 'PUT', body }, queryApi),
      invalidatesTags: afterChange,
    }),
    deleteSubRegion: builder.mutation<null, number>({
      queryFn: (id, queryApi) => staffRequest<null>({ url: `/api/subRegion/deleteSubRegion/${id}`, method: 'DELETE' }, queryApi),
      invalidatesTags: afterChange,
    }),
    addPostFilial: builder.mutation<StaffPostFilial, PostFilialFields & { subRegionId: number }>({
      queryFn: (body, queryApi) => staffRequest<StaffPostFilial>({ url: '/api/postFilial/addPostFilial', method: 'POST', body }, queryApi),
      invalidatesTags: afterChange,
    }),
    editPostFilial: builder.mutation<StaffPostFilial, PostFilialFields & { id: number; active: boolean }>({
      queryFn: ({ id, ...body }, queryApi) => staffRequest<StaffPostFilial>({ url: `/api/postFilial/editPostFilial/${id}`, method: 'PUT', body }, queryApi),
      invalidatesTags: afterChange,
    }),
    deletePostFilial: builder.mutation<null, number>({
      queryFn: (id, queryApi) => staffRequest<null>({ url: `/api/postFilial/deletePostFilial/${id}`, method: 'DELETE' }, queryApi),
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
