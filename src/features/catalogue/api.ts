import { api } from '../../app/api';
import type { Category, CategoryBlock, CategoryBlockType, HomePageData, Look } from './types';

/** What the header's menus and the home page read; a category's own page adds its reads in categoryApi.ts. */
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
  useGetHomePageQuery,
  useGetLookCollectionQuery,
} = catalogueApi;
