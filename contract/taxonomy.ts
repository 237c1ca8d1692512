import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { CATEGORY_BLOCK_TYPES, MAX_BRAND_NAME, MAX_CATEGORY_NAME, MAX_PLACEMENT_NUMBER } from './limits';
import { ClosedObject, Id } from './request';

/** Brands, categories and the header menus as the staff see and edit them (docs/api.md "Staff: brands, categories and menus"). */

export const CategoryBlockType = Type.Union(CATEGORY_BLOCK_TYPES.map((type) => Type.Literal(type)));
export type CategoryBlockType = Static<typeof CategoryBlockType>;

export const StaffBrand = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Products of this brand, inactive ones too: a brand some product has cannot be deleted. */
  productCount: Type.Integer(),
});
export type StaffBrand = Static<typeof StaffBrand>;

export const StaffCategory = Type.Object({
  id: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  /** Null: a top-level category. The storefront has two levels, so a parent is always top-level. */
  parentId: Nullable(Type.Integer()),
  position: Type.Integer(),
  verticalImage: Nullable(Type.String()),
  horizontalImage: Nullable(Type.String()),
  /** Products filed directly under this category. */
  productCount: Type.Integer(),
});
export type StaffCategory = Static<typeof StaffCategory>;

export const StaffCategoryBlock = Type.Object({
  id: Type.Integer(),
  categoryBlockType: CategoryBlockType,
  placementNumber: Type.Integer(),
  category: Type.Object({ id: Type.Integer(), nameUZB: Type.String(), nameRUS: Type.String(), parentId: Nullable(Type.Integer()) }),
});
export type StaffCategoryBlock = Static<typeof StaffCategoryBlock>;

/** What still uses a brand or a category, counted, in the 409 IN_USE that refuses its deletion. */
export const TaxonomyUsage = Type.Object({
  products: Type.Integer(),
  subcategories: Type.Optional(Type.Integer()),
  menuBlocks: Type.Optional(Type.Integer()),
  sliders: Type.Optional(Type.Integer()),
  banners: Type.Optional(Type.Integer()),
});
export type TaxonomyUsage = Static<typeof TaxonomyUsage>;

/* The staff's requests. */

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
