import type {
  AddCategoryBody,
  CategoryBlockBody,
  EditCategoryBody,
  ReorderCategoriesBody,
  StaffCategory,
  StaffCategoryBlock,
} from '../../../../contract/taxonomy';
import { staffTaggedApi } from '../api';

const categoryList = { type: 'StaffCategory' as const, id: 'LIST' };
const menuList = { type: 'StaffMenu' as const, id: 'LIST' };

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
      query: () => '/api/categories/staff/getAllCategories',
      providesTags: [categoryList],
    }),
    addCategory: builder.mutation<StaffCategory, AddCategoryBody>({
      query: (body) => ({ url: '/api/categories/addCategory', method: 'POST', body }),
      invalidatesTags: (_category, error) => (error ? [] : afterCategoryChange),
    }),
    editCategory: builder.mutation<StaffCategory, EditCategoryBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/categories/editCategory/${id}`, method: 'PUT', body }),
      invalidatesTags: (_category, error) => (error ? [] : afterCategoryChange),
    }),
    reorderCategories: builder.mutation<StaffCategory[], ReorderCategoriesBody>({
      query: (body) => ({ url: '/api/categories/reorderCategories', method: 'PUT', body }),
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
      query: (id) => ({ url: `/api/categories/deleteCategory/${id}`, method: 'DELETE' }),
      invalidatesTags: (_category, error) => (error?.status === 401 ? [] : afterCategoryChange),
    }),
    getStaffMenus: builder.query<StaffCategoryBlock[], void>({
      query: () => '/api/categoryBlock/staff/getAllCategoryBlocks',
      providesTags: [menuList],
    }),
    addCategoryBlock: builder.mutation<StaffCategoryBlock, CategoryBlockBody>({
      query: (body) => ({ url: '/api/categoryBlock/addCategoryBlock', method: 'POST', body }),
      invalidatesTags: (_block, error) => (error ? [] : [...afterMenuChange, categoryList]),
    }),
    editCategoryBlock: builder.mutation<StaffCategoryBlock, CategoryBlockBody & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/api/categoryBlock/editCategoryBlock/${id}`, method: 'PUT', body }),
      invalidatesTags: (_block, error) => (error ? [] : afterMenuChange),
    }),
    deleteCategoryBlock: builder.mutation<StaffCategoryBlock, number>({
      query: (id) => ({ url: `/api/categoryBlock/deleteCategoryBlock/${id}`, method: 'DELETE' }),
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
