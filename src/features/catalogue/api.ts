import { api } from '../../app/api';
import type { CategoryBlock, CategoryBlockType } from './types';

export const catalogueApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getCategoryBlocks: builder.query<CategoryBlock[], CategoryBlockType>({
      query: (type) => `/api/categoryBlock/getAllByCategoryBlockType/${type}`,
      providesTags: (blocks = []) => [
        { type: 'Category', id: 'BLOCKS' },
        ...blocks.map((block) => ({ type: 'Category' as const, id: block.category.id })),
      ],
    }),
  }),
});

export const { useGetCategoryBlocksQuery } = catalogueApi;
