import type { StaffProduct } from '../../../../contract/staff';
import type { CappedPage } from '../../../../contract/page';

export type ProductSort = 'name' | 'price' | 'created' | 'referenceNumber';
export type SortDirection = 'asc' | 'desc';

/** GET /api/product/staff/getAllProducts: empty filters are left out. */
export type StaffProductsRequest = {
  page: number;
  size: number;
  sort: ProductSort;
  direction: SortDirection;
  categoryId?: number;
  active?: boolean;
  /** Drafts only (true) or published products only (false). */
  draft?: boolean;
  text?: string;
};

/** A page of staff products; `totalIsCapped` (when the server counts only up to a cap) says there are more. */
export type StaffProductsPage = CappedPage<StaffProduct>;

export type StaffBrand = { id: number; name: string };
export type StaffColour = { id: number; nameUZB: string; nameRUS: string; colorCode: string };
/** A category as the pickers offer it: a subcategory names its parent. */
export type CategoryOption = { id: number; nameUZB: string; nameRUS: string; parentId: number | null };
