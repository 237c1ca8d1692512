import type { ProductCard } from '../../components/product/types';

/** GET /api/categoryBlock/... and GET /api/categories/... (subcategories too): images are `/media/...` paths or null. */
export type Category = {
  id: number;
  nameUZB: string;
  nameRUS: string;
  /** null for a top-level category; the subcategory lists leave it out (they are all of one parent). */
  parentId?: number | null;
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

/** GET /api/categories/getCategoryById/{id}: the category and its active products (subcategories included). */
export type CategoryDetails = Category & { parentId: number | null; productCount: number };

export const productSorts = ['new', 'priceAsc', 'priceDesc', 'popular'] as const;
export type ProductSort = (typeof productSorts)[number];

/** The filters of GET /api/product/getProductByCategoryId/{id}; empty lists and undefined prices filter nothing. */
export type ProductFilters = {
  minPrice?: number;
  maxPrice?: number;
  sizes: string[];
  colorIds: number[];
  brandIds: number[];
};

export type CategoryProductsRequest = ProductFilters & {
  categoryId: number;
  page: number;
  size: number;
  sort: ProductSort;
};

export type BannerTarget = { type: 'category' | 'look' | 'product'; id: number };
/**
 * A banner's pictures carry its words: the `RUS` ones are the Russian page's (null: one picture serves both). What it
 * opens is named in both languages (null: that is gone), to name its link.
 */
export type Banner = {
  id: number;
  mobileImage: string;
  desktopImage: string;
  mobileImageRUS: string | null;
  desktopImageRUS: string | null;
  target: BannerTarget;
  targetName: { uz: string; ru: string } | null;
};

export type HomeSlider = {
  placeNumber: number;
  category: { id: number; nameUZB: string; nameRUS: string };
  products: ProductCard[];
};

/** GET /api/homePage/getHomePage. */
export type HomePageData = { banners: Banner[]; sliders: HomeSlider[] };

/** One look of GET /api/lookCollection/getLookCollection: its name (null: named by its number), pictures and products. */
export type Look = { id: number; nameUZB: string | null; nameRUS: string | null; images: Array<{ url: string }>; products: ProductCard[] };
