import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { colors, products } from '../../db/schema/catalogue';
import type { ProductCard } from '../../../contract/product';
import type { Image } from '../../../contract/common';
import { NEW_FOR_MS, salePrice } from './pricing';
import { effectiveSale, salesInForce, type SaleInForce } from './pricing-sql';
import { productImagesJson } from './photos/queries';

/**
 * The columns a card needs, with images, rating and stock gathered in the same query; reviews staff hid do not count.
 * `sale` is the percent off with the sale groups in force (pricing-sql.ts).
 */
export const cardColumns = (sales: readonly SaleInForce[]) => ({
  id: products.id,
  nameUZB: products.nameUZB,
  nameRUS: products.nameRUS,
  active: products.active,
  sellPrice: products.sellPrice,
  sale: effectiveSale(sales),
  stockedAt: products.stockedAt,
  color: {
    id: colors.id,
    nameUZB: colors.nameUZB,
    nameRUS: colors.nameRUS,
    colorCode: colors.colorCode,
  },
  productImages: productImagesJson(products.id),
  averageRating: sql<number | null>`(select round(avg(r.rating), 1)::float8 from reviews r where r.product_id = ${products.id} and r.hidden_at is null)`,
  reviewCount: sql<number>`(select count(*)::int from reviews r where r.product_id = ${products.id} and r.hidden_at is null)`,
  inStock: sql<boolean>`exists(select 1 from product_size_variants v where v.product_id = ${products.id} and v.quantity > 0)`,
});

export type CardRow = {
  id: number;
  nameUZB: string;
  nameRUS: string;
  active: boolean;
  sellPrice: number;
  sale: number;
  stockedAt: Date;
  color: ProductCard['color'];
  productImages: Image[];
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
    .select(cardColumns(await salesInForce(db, now)))
    .from(products)
    .innerJoin(colors, eq(colors.id, products.colorId))
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toCard(row, now)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
