import { api } from '../../app/api';
import type { ProductCard } from '../../components/product/types';
import type {
  Category,
  CategoryBlock,
  CategoryBlockType,
  CategoryDetails,
  CategoryProductsRequest,
  HomePageData,
  Look,
  Page,
} from './types';

/** The query string of a category page; empty filters are left out so equal requests share one cache entry. */
export function categoryProductsQuery({ page, size, sort, minPrice, maxPrice, sizes, colorIds, brandIds }: CategoryProductsRequest): string {
  const params = new URLSearchParams({ page: String(page), size: String(size), sort });
  if (minPrice !== undefined) params.set('minPrice', String(minPrice));
  if (maxPrice !== undefined) params.set('maxPrice', String(maxPrice));
  if (sizes.length > 0) params.set('sizes', sizes.join(','));
  if (colorIds.length > 0) params.set('colorIds', colorIds.join(','));
  if (brandIds.length > 0) params.set('brandIds', brandIds.join(','));
  return params.toString();
}

export const catalogueApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCategoryBlocks: builder.query<CategoryBlock[], CategoryBlockType>({
      query: (type) => `/api/categoryBlock/getAllByCategoryBlockType/${type}`,
      providesTags: (blocks = []) => [
        { type: 'Category', id: 'BLOCKS' },
        ...blocks.map((block) => ({ type: 'Category' as const, id: block.category.id })),
      ],
    }),
    /**
     * The children of a parent given by id, or by name (the header's brand board passes the brand line's
     * name, which may contain spaces, hence the encoding). Callers skip the query for an empty parent.
     */
    getSubCategories: builder.query<Category[], number | string>({
      query: (parent) => `/api/categories/getSubCategoriesByParent/${encodeURIComponent(String(parent))}`,
      providesTags: (children = [], _error, parent) => [
        { type: 'Category', id: `CHILDREN-${parent}` },
        ...children.map((child) => ({ type: 'Category' as const, id: child.id })),
      ],
    }),
    getParentCategories: builder.query<Category[], void>({
      query: () => '/api/categories/getParentCategories',
      providesTags: (parents = []) => [
        { type: 'Category', id: 'PARENTS' },
        ...parents.map((parent) => ({ type: 'Category' as const, id: parent.id })),
      ],
    }),
    getCategoryById: builder.query<CategoryDetails, number>({
      query: (id) => `/api/categories/getCategoryById/${id}`,
      providesTags: (_category, _error, id) => [{ type: 'Category', id }],
    }),
    /** One page of a category's product cards; the category page asks for each page it shows. */
    getProductsByCategory: builder.query<Page<ProductCard>, CategoryProductsRequest>({
      query: (request) => `/api/product/getProductByCategoryId/${request.categoryId}?${categoryProductsQuery(request)}`,
      providesTags: (page, _error, request) => [
        { type: 'Product', id: `CATEGORY-${request.categoryId}` },
        ...(page?.content ?? []).map((product) => ({ type: 'Product' as const, id: product.id })),
      ],
    }),
    getHomePage: builder.query<HomePageData, void>({
      query: () => '/api/homePage/getHomePage',
      providesTags: [{ type: 'Home', id: 'PAGE' }],
    }),
    /** The looks, for the home page's teaser (the looks pages read them through their own feature). */
    getLookCollection: builder.query<Look[], void>({
      query: () => '/api/lookCollection/getLookCollection',
      providesTags: [{ type: 'Look', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetCategoryBlocksQuery,
  useGetSubCategoriesQuery,
  useGetParentCategoriesQuery,
  useGetCategoryByIdQuery,
  useGetProductsByCategoryQuery,
  useGetHomePageQuery,
  useGetLookCollectionQuery,
} = catalogueApi;
