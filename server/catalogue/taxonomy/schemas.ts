import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../../contract/common';
import { MAX_BRAND_NAME, MAX_CATEGORY_NAME, MAX_PLACEMENT_NUMBER } from '../../../contract/limits';
import { CategoryBlockType, TaxonomyUsage } from '../../../contract/taxonomy';
import { ClosedObject, Id } from '../../http/schemas';

export const BrandBody = ClosedObject({
  name: Type.String({ minLength: 1, maxLength: MAX_BRAND_NAME, description: 'unique, letter case aside; trimmed' }),
});
export type BrandBody = Static<typeof BrandBody>;

const CategoryName = Type.String({ minLength: 1, maxLength: MAX_CATEGORY_NAME });

export const AddCategoryBody = ClosedObject({
  nameUZB: CategoryName,
  nameRUS: CategoryName,
  parentId: Type.Optional(Nullable({ ...Id, description: 'a top-level category; null or absent: a top-level category itself' })),
});
export type AddCategoryBody = Static<typeof AddCategoryBody>;

export const EditCategoryBody = ClosedObject({
  nameUZB: CategoryName,
  nameRUS: CategoryName,
  parentId: Nullable({ ...Id, description: 'a top-level category, or null for top level; a new parent puts it last there' }),
});
export type EditCategoryBody = Static<typeof EditCategoryBody>;

export const ReorderCategoriesBody = ClosedObject({
  parentId: Nullable({ ...Id, description: 'whose subcategories; null: the top-level categories' }),
  ids: Type.Array(Id, { minItems: 1, maxItems: 500, uniqueItems: true, description: 'every category of that parent, in the new order' }),
});
export type ReorderCategoriesBody = Static<typeof ReorderCategoriesBody>;

export const CategoryBlockBody = ClosedObject({
  categoryBlockType: CategoryBlockType,
  placementNumber: Type.Integer({ minimum: 1, maximum: MAX_PLACEMENT_NUMBER, description: 'the place in the menu, from 1' }),
  categoryId: Id,
});
export type CategoryBlockBody = Static<typeof CategoryBlockBody>;

/** A 409: IN_USE (a deletion refused; `usage` counts what still uses the brand or category) or DUPLICATE. */
export const TaxonomyConflict = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
    usage: Type.Optional(TaxonomyUsage),
  }),
});
