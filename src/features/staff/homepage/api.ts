import type { BannerBody, BannerPictureKind, LookBody, SliderBody, StaffBanner, StaffLook, StaffSlider, UploadedPicture } from '../../../../contract/homepage';
import { staffTaggedApi } from '../api';
import { sendPhoto } from '../pictures/photoRequest';

const bannerList = { type: 'StaffBanner' as const, id: 'LIST' };
const sliderList = { type: 'StaffSlider' as const, id: 'LIST' };
const lookList = { type: 'StaffLook' as const, id: 'LIST' };
/** The storefront's reads a change shows in: the home page, and the looks with their pages. */
const storefront = [{ type: 'Home' as const, id: 'PAGE' }, 'Look' as const];

type Progress = { file: File; onProgress?: (fraction: number) => void };
/** A change reads its list again; a refusal too (someone may have changed it meanwhile), unless the session is gone. */
const after = <Tag>(list: Tag) => (_result: unknown, error: { status?: unknown } | undefined) => (error?.status === 401 ? [] : error ? [list] : [list, ...storefront]);

/** The staff's home page: banners (karusel), small sliders and looks; pictures go up with progress (XHR). */
export const homepageApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffBanner', 'StaffSlider', 'StaffLook'] }).injectEndpoints({
  endpoints: (builder) => ({
    getBanners: builder.query<StaffBanner[], void>({
      query: () => '/api/karusel/getAllKarusels',
      providesTags: [bannerList],
    }),
    uploadBannerPicture: builder.mutation<UploadedPicture, Progress & { kind: BannerPictureKind }>({
      queryFn: ({ kind, file, onProgress }, { signal }) => sendPhoto<UploadedPicture>({ path: `/api/karusel/uploadPicture?kind=${kind}`, file, onProgress }, signal),
    }),
    addBanner: builder.mutation<StaffBanner, BannerBody>({
      query: (body) => ({ url: '/api/karusel/addKarusel', method: 'POST', body }),
      invalidatesTags: after(bannerList),
    }),
    editBanner: builder.mutation<StaffBanner, { id: number; body: BannerBody }>({
      query: ({ id, body }) => ({ url: `/api/karusel/editKarusel/${id}`, method: 'PUT', body }),
      invalidatesTags: after(bannerList),
    }),
    reorderBanners: builder.mutation<StaffBanner[], number[]>({
      query: (ids) => ({ url: '/api/karusel/reorderKarusels', method: 'PUT', body: { ids } }),
      invalidatesTags: after(bannerList),
    }),
    deleteBanner: builder.mutation<StaffBanner, number>({
      query: (id) => ({ url: `/api/karusel/deleteKarusel/${id}`, method: 'DELETE' }),
      invalidatesTags: after(bannerList),
    }),

    getSliders: builder.query<StaffSlider[], void>({
      query: () => '/api/smallSlider/getAllSmallSliders',
      providesTags: [sliderList],
    }),
    addSlider: builder.mutation<StaffSlider, SliderBody>({
      query: (body) => ({ url: '/api/smallSlider/addSmallSlider', method: 'POST', body }),
      invalidatesTags: after(sliderList),
    }),
    editSlider: builder.mutation<StaffSlider, { id: number; body: SliderBody }>({
      query: ({ id, body }) => ({ url: `/api/smallSlider/editSmallSlider/${id}`, method: 'PUT', body }),
      invalidatesTags: after(sliderList),
    }),
    reorderSliders: builder.mutation<StaffSlider[], number[]>({
      query: (ids) => ({ url: '/api/smallSlider/reorderSmallSliders', method: 'PUT', body: { ids } }),
      invalidatesTags: after(sliderList),
    }),
    deleteSlider: builder.mutation<StaffSlider, number>({
      query: (id) => ({ url: `/api/smallSlider/deleteSmallSlider/${id}`, method: 'DELETE' }),
      invalidatesTags: after(sliderList),
    }),

    getLooks: builder.query<StaffLook[], void>({
      query: () => '/api/lookCollection/staff/getAllLooks',
      providesTags: [lookList],
    }),
    uploadLookPicture: builder.mutation<UploadedPicture, Progress>({
      queryFn: ({ file, onProgress }, { signal }) => sendPhoto<UploadedPicture>({ path: '/api/lookCollection/uploadPicture', file, onProgress }, signal),
    }),
    addLook: builder.mutation<StaffLook, LookBody>({
      query: (body) => ({ url: '/api/lookCollection/addLookCollection', method: 'POST', body }),
      invalidatesTags: after(lookList),
    }),
    editLook: builder.mutation<StaffLook, { id: number; body: LookBody }>({
      query: ({ id, body }) => ({ url: `/api/lookCollection/editLookCollection/${id}`, method: 'PUT', body }),
      invalidatesTags: after(lookList),
    }),
    reorderLooks: builder.mutation<StaffLook[], number[]>({
      query: (ids) => ({ url: '/api/lookCollection/reorderLookCollections', method: 'PUT', body: { ids } }),
      invalidatesTags: after(lookList),
    }),
    deleteLook: builder.mutation<StaffLook, number>({
      query: (id) => ({ url: `/api/lookCollection/deleteLookCollectionById/${id}`, method: 'DELETE' }),
      // A banner may open the look: the banners' target names follow.
      invalidatesTags: (result, error) => [...after(lookList)(result, error), ...(error ? [] : [bannerList])],
    }),
  }),
});

export const {
  useGetBannersQuery,
  useUploadBannerPictureMutation,
  useAddBannerMutation,
  useEditBannerMutation,
  useReorderBannersMutation,
  useDeleteBannerMutation,
  useGetSlidersQuery,
  useAddSliderMutation,
  useEditSliderMutation,
  useReorderSlidersMutation,
  useDeleteSliderMutation,
  useGetLooksQuery,
  useUploadLookPictureMutation,
  useAddLookMutation,
  useEditLookMutation,
  useReorderLooksMutation,
  useDeleteLookMutation,
} = homepageApi;
