import { eq, inArray, sql } from 'drizzle-orm';
import type { Color } from '../../../contract/common';
import type { Executor } from '../../db/client';
import { colors, products, productSizeVariants } from '../../db/schema/catalogue';
import { productImagesJson } from './photos/queries';
import { salePrice } from './pricing';
import { effectiveSale, salesInForce } from './pricing-sql';
import type { CartLine } from '../../../contract/cart';

/**
 * What the cart and the orders read of sizes: their stock and product, a cart line's product as the cart shows it, and
 * what an order copies of a size's product.
 */

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

/** What an order line copies of its size's product: names, price (the sale at `now`), colour and first picture. */
export interface SizeToOrder {
  productSizeVariantId: number;
  size: string;
  productId: number;
  nameUZB: string;
  nameRUS: string;
  sellPrice: number;
  sale: number;
  active: boolean;
  colorId: number;
  imageUrl: string | null;
}

export async function sizesWithOrderCopy(db: Executor, sizeIds: number[], now: Date): Promise<SizeToOrder[]> {
  const sales = await salesInForce(db, now);
  return db
    .select({
      productSizeVariantId: productSizeVariants.id,
      size: productSizeVariants.size,
      productId: products.id,
      nameUZB: products.nameUZB,
      nameRUS: products.nameRUS,
      sellPrice: products.sellPrice,
      sale: effectiveSale(sales),
      active: products.active,
      colorId: products.colorId,
      imageUrl: sql<string | null>`(select i.url from product_images i where i.product_id = ${products.id} order by i.position, i.id limit 1)`,
    })
    .from(productSizeVariants)
    .innerJoin(products, eq(products.id, productSizeVariants.productId))
    .where(inArray(productSizeVariants.id, sizeIds));
}

export async function sizeQuantity(db: Executor, sizeId: number): Promise<number> {
  const [row] = await db.select({ quantity: productSizeVariants.quantity }).from(productSizeVariants).where(eq(productSizeVariants.id, sizeId));
  return row?.quantity ?? 0;
}

export async function coloursOfIds(db: Executor, colourIds: number[]): Promise<Map<number, Color>> {
  if (colourIds.length === 0) return new Map();
  const rows = await db
    .select({ id: colors.id, nameUZB: colors.nameUZB, nameRUS: colors.nameRUS, colorCode: colors.colorCode })
    .from(colors)
    .where(inArray(colors.id, colourIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A product's fiscal codes as they stand now: MXIK and package codes are null until staff fill them in. */
export interface FiscalCodes {
  code: string | null;
  packageCode: string | null;
  vatPercent: number;
}

export async function fiscalCodesOf(db: Executor, productIds: number[]): Promise<Map<number, FiscalCodes>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, code: products.mxikCode, packageCode: products.packageCode, vatPercent: products.vatPercent })
    .from(products)
    .where(inArray(products.id, productIds));
  return new Map(rows.map(({ id, ...codes }) => [id, codes]));
}
