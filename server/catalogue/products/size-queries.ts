import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { colors, products, productSizeVariants } from '../../db/schema/catalogue';
import { productImagesJson } from '../../media/photos/photo-urls';
import { salePrice } from './pricing';
import { effectiveSale, salesInForce } from './pricing-sql';
import type { CartLine } from '../../../contract/cart';

/** What the cart reads of sizes (server/cart): their stock and product, and a line's product as the cart shows it. */

export interface SizeForSale {
  id: number;
  size: string;
  stock: number;
  productActive: boolean;
  nameUZB: string;
  nameRUS: string;
}

/** The sizes of these ids with their stock and product; unknown ids are left out. */
export function sizesWithProduct(db: Executor, sizeIds: number[]): Promise<SizeForSale[]> {
  if (sizeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: productSizeVariants.id,
      size: productSizeVariants.size,
      stock: productSizeVariants.quantity,
      productActive: products.active,
      nameUZB: products.nameUZB,
      nameRUS: products.nameRUS,
    })
    .from(productSizeVariants)
    .innerJoin(products, eq(products.id, productSizeVariants.productId))
    .where(inArray(productSizeVariants.id, sizeIds));
}

/** A cart line's product and size, everything of the line but the cart's own id and quantity. */
export type SizeAsCartLine = Omit<CartLine, 'cartItemId' | 'quantity'>;

/** The sizes of these ids as a cart line shows them, by size id; `salePrice` with the sale groups in force at `now`. */
export async function sizesAsCartLines(db: Executor, sizeIds: number[], now: Date): Promise<Map<number, SizeAsCartLine>> {
  if (sizeIds.length === 0) return new Map();
  const rows = await db
    .select({
      productId: products.id,
      nameUZB: products.nameUZB,
      nameRUS: products.nameRUS,
      sellPrice: products.sellPrice,
      sale: effectiveSale(await salesInForce(db, now)),
      active: products.active,
      color: { id: colors.id, nameUZB: colors.nameUZB, nameRUS: colors.nameRUS, colorCode: colors.colorCode },
      productImages: productImagesJson(products.id),
      productSizeVariant: { id: productSizeVariants.id, size: productSizeVariants.size, quantity: productSizeVariants.quantity },
      sizes: sql<CartLine['sizes']>`coalesce((
        select json_agg(json_build_object('productSizeVariantId', s.id, 'size', s.size, 'quantity', s.quantity) order by s.position, s.id)
        from product_size_variants s where s.product_id = ${products.id}), '[]'::json)`,
    })
    .from(productSizeVariants)
    .innerJoin(products, eq(products.id, productSizeVariants.productId))
    .innerJoin(colors, eq(colors.id, products.colorId))
    .where(inArray(productSizeVariants.id, sizeIds));
  return new Map(rows.map(({ sale, ...row }) => [row.productSizeVariant.id, { ...row, salePrice: salePrice(row.sellPrice, sale) }]));
}
