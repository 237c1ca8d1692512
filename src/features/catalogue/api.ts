import { api } from '../../app/api';
import type { Category, CategoryBlock, CategoryBlockType } from './types';

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
  }),
});

export const { useGetCategoryBlocksQuery, useGetSubCategoriesQuery } = catalogueApi;
