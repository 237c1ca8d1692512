import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { colors, products } from '../db/schema/catalogue';
import type { ProductCard } from '../../contract/product';
import { NEW_FOR_MS, salePrice } from './pricing';

/** The columns a card needs, with images, rating and stock gathered in the same query. */
export const cardColumns = {
  id: products.id,
  nameUZB: products.nameUZB,
  nameRUS: products.nameRUS,
  active: products.active,
  sellPrice: products.sellPrice,
  sale: products.sale,
  stockedAt: products.stockedAt,
  color: {
    id: colors.id,
    nameUZB: colors.nameUZB,
    nameRUS: colors.nameRUS,
    colorCode: colors.colorCode,
  },
  productImages: sql<Array<{ url: string }>>`coalesce((
    select json_agg(json_build_object('url', i.url) order by i.position, i.id)
    from product_images i where i.product_id = ${products.id}), '[]'::json)`,
  averageRating: sql<number | null>`(select round(avg(r.rating), 1)::float8 from reviews r where r.product_id = ${products.id})`,
  reviewCount: sql<number>`(select count(*)::int from reviews r where r.product_id = ${products.id})`,
  inStock: sql<boolean>`exists(select 1 from product_size_variants v where v.product_id = ${products.id} and v.quantity > 0)`,
};

export type CardRow = {
  id: number;
  nameUZB: string;
  nameRUS: string;
  active: boolean;
  sellPrice: number;
  sale: number;
  stockedAt: Date;
  color: ProductCard['color'];
  productImages: Array<{ url: string }>;
  averageRating: number | null;
  reviewCount: number;
  inStock: boolean;
};

export function toCard(row: CardRow, now: Date): ProductCard {
  const { stockedAt, ...card } = row;
  return {
    ...card,
    salePrice: salePrice(row.sellPrice, row.sale),
    averageRating: row.averageRating === null ? null : Number(row.averageRating),
    reviewCount: Number(row.reviewCount),
    isNew: now.getTime() - new Date(stockedAt).getTime() < NEW_FOR_MS,
  };
}

/** The cards of the given products, in the order of `ids`; unknown ids are left out. */
export async function loadProductCards(db: Executor, ids: number[], now: Date): Promise<ProductCard[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(colors, eq(colors.id, products.colorId))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toCard(row, now)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
