import { Type, type Static } from '@sinclair/typebox';
import { Id } from '../../../contract/request';
import { PageQuery } from '../../http/schemas';

export type ProductSort = 'new' | 'priceAsc' | 'priceDesc' | 'popular';

const Money = Type.Integer({ minimum: 0, maximum: 1_000_000_000 });
const MAX_LIST_ITEMS = 30;

/** List filters arrive as `colorIds=1,2` or `colorIds=1&colorIds=2`; `splitListParams` makes both an array first. */
export const LIST_PARAMS = ['sizes', 'colorIds', 'brandIds'] as const;

export const CategoryProductsQuery = Type.Object({
  ...PageQuery.properties,
  sort: Type.Union([Type.Literal('new'), Type.Literal('priceAsc'), Type.Literal('priceDesc'), Type.Literal('popular')], {
    default: 'new',
  }),
  minPrice: Type.Optional(Money),
  maxPrice: Type.Optional(Money),
  sizes: Type.Optional(
    Type.Array(Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9 ./-]{0,15}$' }), { maxItems: MAX_LIST_ITEMS }),
  ),
  colorIds: Type.Optional(Type.Array(Id, { maxItems: MAX_LIST_ITEMS })),
  brandIds: Type.Optional(Type.Array(Id, { maxItems: MAX_LIST_ITEMS })),
});
export type CategoryProductsQuery = Static<typeof CategoryProductsQuery>;

export const CategoryIdParams = Type.Object({ categoryId: Id });

export const SearchParams = Type.Object({ text: Type.String({ minLength: 1, maxLength: 100 }) });
export const SearchQuery = Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 50, default: 20 }) });
export const SimilarQuery = Type.Object({ size: Type.Integer({ minimum: 1, maximum: 24, default: 8 }) });
