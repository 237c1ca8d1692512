import type { ProductPhoto, CategoryPictures, PictureOrientation, ReorderPhotosBody } from '../../../../contract/photos';
import { staffTaggedApi } from '../api';
import { sendPhoto } from './photoRequest';

type Progress = { onProgress?: (fraction: number) => void };

const photosTag = (productId: number) => ({ type: 'StaffPhotos' as const, id: productId });
/**
 * What a photo change makes stale besides the gallery itself: the staff product list and editor (their first
 * picture) and the storefront's entries of the product.
 */
const productTags = (productId: number) => [
  { type: 'Product' as const, id: 'STAFF-LIST' },
  { type: 'Product' as const, id: `STAFF-${productId}` },
  { type: 'Product' as const, id: productId },
];

/**
 * The staff's product photos and category pictures. A photo change reads the gallery again (its answer is the same
 * list; the old one stays on screen until the new one is here), and so does a refusal other than a lost session.
 */
export const picturesApi = staffTaggedApi.injectEndpoints({
  endpoints: (builder) => ({
    getProductPhotos: builder.query<ProductPhoto[], number>({
      query: (productId) => `/api/product/staff/getPhotos/${productId}`,
      providesTags: (_photos, _error, productId) => [photosTag(productId)],
    }),
    uploadProductPhoto: builder.mutation<ProductPhoto[], { productId: number; file: File } & Progress>({
      queryFn: ({ productId, file, onProgress }, { signal }) =>
        sendPhoto<ProductPhoto[]>({ path: `/api/product/staff/uploadPhoto/${productId}`, file, onProgress }, signal),
      invalidatesTags: (_photos, error, { productId }) => (error ? [] : [photosTag(productId), ...productTags(productId)]),
    }),
    reorderProductPhotos: builder.mutation<ProductPhoto[], ReorderPhotosBody & { productId: number }>({
      query: ({ productId, imageIds }) => ({ url: `/api/product/staff/reorderPhotos/${productId}`, method: 'PUT', body: { imageIds } }),
      invalidatesTags: (_photos, error, { productId }) => (error?.status === 401 ? [] : [photosTag(productId), ...(error ? [] : productTags(productId))]),
    }),
    deleteProductPhoto: builder.mutation<ProductPhoto[], { productId: number; imageId: number }>({
      query: ({ imageId }) => ({ url: `/api/product/staff/deletePhoto/${imageId}`, method: 'DELETE' }),
      invalidatesTags: (_photos, error, { productId }) => (error?.status === 401 ? [] : [photosTag(productId), ...(error ? [] : productTags(productId))]),
    }),
    uploadCategoryPicture: builder.mutation<CategoryPictures, { categoryId: number; orientation: PictureOrientation; file: File } & Progress>({
      queryFn: ({ categoryId, orientation, file, onProgress }, { signal }) =>
        sendPhoto<CategoryPictures>({ path: `/api/categories/uploadPicture/${categoryId}?orientation=${orientation}`, file, onProgress }, signal),
      // The staff's category list shows the pictures; the storefront's menus and category pages too.
      invalidatesTags: (_pictures, error) => (error ? [] : [{ type: 'StaffCategory' as const, id: 'LIST' }, 'Category', 'Home']),
    }),
  }),
});

export const {
  useGetProductPhotosQuery,
  useUploadProductPhotoMutation,
  useReorderProductPhotosMutation,
  useDeleteProductPhotoMutation,
  useUploadCategoryPictureMutation,
} = picturesApi;
