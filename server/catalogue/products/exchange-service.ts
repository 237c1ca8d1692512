import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products, productSizeVariants } from '../../db/schema/catalogue';
import { qualified } from '../../db/sql';
import { unitPrice } from './pricing';
import { effectiveSale, salesInForce } from './pricing-sql';

/*
 * What the returns (server/returns) ask of the catalogue for an exchange: the sizes a bought garment may be swapped for.
 * docs/api.md "Returns and exchanges": a size of the same product, or of a product with the same reference number
 * (the same article in another colour), whatever its price; the returns keep those whose price equals what was paid.
 */

/** A size an exchange could ask for, with its product's price now (the sale groups in force included) and its stock. */
export interface ExchangeSize {
  productId: number;
  productSizeVariantId: number;
  size: string;
  colorId: number;
  nameUZB: string;
  nameRUS: string;
  /** What one unit costs at `now`, as the checkout would charge it. */
  price: number;
  stock: number;
}

/**
 * Every size of the product and of the products sharing its reference number that shoppers can see now (active and
 * published), by product and then size position; none for an unknown product.
 */
export async function exchangeSizesOf(db: Executor, productId: number, now: Date): Promise<ExchangeSize[]> {
  const sales = await salesInForce(db, now);
  const referenceOf = sql`(select p2.reference_number from products p2 where p2.id = ${productId})`;
  const rows = await db
    .select({
      productId: products.id,
      productSizeVariantId: productSizeVariants.id,
      size: productSizeVariants.size,
      colorId: products.colorId,
      nameUZB: products.nameUZB,
      nameRUS: products.nameRUS,
      sellPrice: products.sellPrice,
      sale: effectiveSale(sales),
      stock: productSizeVariants.quantity,
    })
    .from(productSizeVariants)
    .innerJoin(products, eq(products.id, productSizeVariants.productId))
    .where(and(or(eq(products.id, productId), sql`${qualified(products.referenceNumber)} = ${referenceOf}`), eq(products.active, true), isNotNull(products.publishedAt)))
    .orderBy(asc(products.id), asc(productSizeVariants.position), asc(productSizeVariants.id));
  return rows.map(({ sellPrice, sale, ...row }) => ({ ...row, price: unitPrice(sellPrice, sale) }));
}

/** The names and colour of these products as they are now, by id (a request shows the article it is exchanged for). */
export async function exchangeProductsByIds(db: Executor, productIds: readonly number[]): Promise<Map<number, { nameUZB: string; nameRUS: string; colorId: number }>> {
  const wanted = [...new Set(productIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, nameUZB: products.nameUZB, nameRUS: products.nameRUS, colorId: products.colorId })
    .from(products)
    .where(inArray(products.id, wanted));
  return new Map(rows.map(({ id, ...names }) => [id, names]));
}
