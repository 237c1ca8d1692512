/** GET /api/categoryBlock/... and GET /api/categories/... (subcategories too): images are `/media/...` paths or null. */
export type Category = {
  id: number;
  nameUZB: string;
  nameRUS: string;
  verticalImage: string | null;
  horizontalImage: string | null;
};

export const categoryBlockTypes = ['MENU_1', 'MENU_2'] as const;
export type CategoryBlockType = (typeof categoryBlockTypes)[number];

/** A category placed in one of the two menus, ordered by placementNumber (docs/api.md, Catalogue). */
export type CategoryBlock = {
  id: number;
  categoryBlockType: CategoryBlockType;
  placementNumber: number;
  category: Category;
};
