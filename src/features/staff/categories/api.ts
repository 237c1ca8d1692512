import type { CategoryBlockType, StaffCategory, StaffCategoryBlock } from '../../../../contract/taxonomy';
import { staffRequest, staffTaggedApi } from '../api';

const categoryList = { type: 'StaffCategory' as const, id: 'LIST' };
const menuList = { type: 'StaffMenu' as const, id: 'LIST' };

export type CategoryNames = { nameUZB: string; nameRUS: string };
export type CategoryBlockBody = { categoryBlockType: CategoryBlockType; placementNumber: number; categoryId: number };

/*
 * A change also ends the storefront's category and home entries ('Category', 'Home'), so a shop page open in the
 * same tab reads it; a menu block names its category, so a renamed category reads the menus again as well.
 */
const afterCategoryChange = [categoryList, menuList, 'Category' as const, 'Home' as const];
const afterMenuChange = [menuList, 'Category' as const];

/** The list's order: top-level categories first, then by position and id, as the server sends it. */
function byPlace(a: StaffCategory, b: StaffCategory): number {
  if ((a.parentId === null) !== (b.parentId === null)) return a.parentId === null ? -1 : 1;
  return a.position - b.position || a.id - b.id;
}

export const categoriesApi = staffTaggedApi.injectEndpoints({
  endpoints: (builder) => ({
    getStaffCategories: builder.query<StaffCategory[], void>({
      queryFn: (_arg, queryApi) => staffRequest<StaffCategory[]>('/api/categories/staff/getAllCategories', queryApi),
      providesTags: [categoryList],
    }),
    addCategory: builder.mutation<StaffCategory, CategoryNames & { parentId: number | null }>({
      queryFn: (body, queryApi) => staffRequest<StaffCategory>({ url: '/api/categories/addCategory', method: 'POST', body }, queryApi),
      invalidatesTags: (_category, error) => (error ? [] : afterCategoryChange),
    }),
    editCategory: builder.mutation<StaffCategory, CategoryNames & { id: number; parentId: number | null }>({
      queryFn: ({ id, ...body }, queryApi) =>
        staffRequest<StaffCategory>({ url: `/api/categories/editCategory/${id}`, method: 'PUT', body }, queryApi),
      invalidatesTags: (_category, error) => (error ? [] : afterCategoryChange),
    }),
    reorderCategories: builder.mutation<StaffCategory[], { parentId: number | null; ids: number[] }>({
      queryFn: (body, queryApi) => staffRequest<StaffCategory[]>({ url: '/api/categories/reorderCategories', method: 'PUT', body }, queryApi),
      // The rows move at once (the focus stays on the moved one); a refusal puts them back.
      async onQueryStarted({ ids }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          categoriesApi.util.updateQueryData('getStaffCategories', undefined, (draft) => {
            for (const category of draft) {
              const position = ids.indexOf(category.id);
              if (position >= 0) category.position = position;
            }
            draft.sort(byPlace);
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      // A refused order (someone changed the categories meanwhile) reads them again.
      invalidatesTags: (_categories, error) => (error?.status === 401 ? [] : afterCategoryChange),
    }),
    deleteCategory: builder.mutation<StaffCategory, number>({
      queryFn: (id, queryApi) => staffRequest<StaffCategory>({ url: `/api/categories/deleteCategory/${id}`, method: 'DELETE' }, queryApi),
      invalidatesTags: (_category, error) => (error?.status === 401 ? [] : afterCategoryChange),
    }),
    getStaffMenus: builder.query<StaffCategoryBlock[], void>({
      queryFn: (_arg, queryApi) => staffRequest<StaffCategoryBlock[]>('/api/categoryBlock/staff/getAllCategoryBlocks', queryApi),
      providesTags: [menuList],
    }),
    addCategoryBlock: builder.mutation<StaffCategoryBlock, CategoryBlockBody>({
      queryFn: (body, queryApi) => staffRequest<StaffCategoryBlock>({ url: '/api/categoryBlock/addCategoryBlock', method: 'POST', body }, queryApi),
      invalidatesTags: (_block, error) => (error ? [] : [...afterMenuChange, categoryList]),
    }),
    editCategoryBlock: builder.mutation<StaffCategoryBlock, CategoryBlockBody & { id: number }>({
      queryFn: ({ id, ...body }, queryApi) =>
        staffRequest<StaffCategoryBlock>({ url: `/api/categoryBlock/editCategoryBlock/${id}`, method: 'PUT', body }, queryApi),
      invalidatesTags: (_block, error) => (error ? [] : afterMenuChange),
    }),
    deleteCategoryBlock: builder.mutation<StaffCategoryBlock, number>({
      queryFn: (id, queryApi) => staffRequest<StaffCategoryBlock>({ url: `/api/categoryBlock/deleteCategoryBlock/${id}`, method: 'DELETE' }, queryApi),
      invalidatesTags: (_block, error) => (error?.status === 401 ? [] : afterMenuChange),
    }),
  }),
});

export const {
  useGetStaffCategoriesQuery,
  useAddCategoryMutation,
  useEditCategoryMutation,
  useReorderCategoriesMutation,
  useDeleteCategoryMutation,
  useGetStaffMenusQuery,
  useAddCategoryBlockMutation,
  useEditCategoryBlockMutation,
  useDeleteCategoryBlockMutation,
} = categoriesApi;
