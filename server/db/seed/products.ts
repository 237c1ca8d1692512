import type { GarmentKind } from '../../media/garment-kinds';
import { unitPrice } from '../../catalogue/products/pricing';
import type { Executor } from '../client';
import { productCategories, productImages, products, productSizeVariants } from '../schema/catalogue';
import { stockMovements } from '../schema/stock';
import { insertInSlices, BATCH_ROWS } from './batch';
import { demoFiscalCodes } from './fiscal-codes';
import { generateProducts, type GeneratedProduct } from './product-generator';
import type { SeededRandom } from './random';

/** What later seed steps (looks, banners, the demo cart, past orders) need to know about each product. */
export interface ProductDigest {
  id: number;
  kind: GarmentKind;
  colorId: number;
  active: boolean;
  /** Size variants with stock, for the demo cart. */
  inStockVariantIds: number[];
  /** Every size variant, for the lines of past orders. */
  variants: Array<{ id: number; size: string }>;
  nameUZB: string;
  nameRUS: string;
  imageUrl: string | null;
  /** What one unit costs today, after any sale. */
  unitPrice: number;
  stockedAt: Date;
}

export interface ProductInsertResult {
  digests: ProductDigest[];
  sizeVariants: number;
  images: number;
}

/**
 * Writes `count` generated products, each batch of BATCH_ROWS products with its images, sizes and
 * category links in one transaction (inside the caller's transaction it becomes a savepoint).
 */
export async function insertProducts(db: Executor, count: number, now: Date, random: SeededRandom): Promise<ProductInsertResult> {
  const digests: ProductDigest[] = [];
  let variantId = 0;
  let imageId = 0;
  let batch: GeneratedProduct[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    const variants: Array<typeof productSizeVariants.$inferInsert> = [];
    const images: Array<typeof productImages.$inferInsert> = [];
    const links: Array<typeof productCategories.$inferInsert> = [];
    // A size's movements add up to its stock: the stock it starts with is the shop's first one.
    const movements: Array<typeof stockMovements.$inferInsert> = [];
    for (const product of batch) {
      const inStock: number[] = [];
      const sizes: ProductDigest['variants'] = [];
      product.sizes.forEach((size, position) => {
        variantId += 1;
        variants.push({ id: variantId, productId: product.row.id, size: size.size, quantity: size.quantity, position });
        sizes.push({ id: variantId, size: size.size });
        if (size.quantity > 0) {
          inStock.push(variantId);
          movements.push({
            productId: product.row.id, sizeVariantId: variantId, size: size.size, actor: 'shop', kind: 'set',
            delta: size.quantity, quantityAfter: size.quantity, createdAt: product.row.stockedAt,
          });
        }
      });
      product.images.forEach((url, position) => {
        imageId += 1;
        images.push({ id: imageId, productId: product.row.id, url, position });
      });
      for (const categoryId of product.categoryIds) links.push({ productId: product.row.id, categoryId });
      const { row } = product;
      digests.push({
        id: row.id, kind: product.kind, colorId: row.colorId, active: row.active, inStockVariantIds: inStock, variants: sizes,
        nameUZB: row.nameUZB, nameRUS: row.nameRUS, imageUrl: product.images[0] ?? null, unitPrice: unitPrice(row.sellPrice, row.sale), stockedAt: row.stockedAt,
      });
    }
    await db.transaction(async (tx) => {
      // Demo fiscal codes (fiscal-codes.ts): only products seeded from now on get them; no backfill of older seeds.
      await tx.insert(products).values(batch.map((product) => ({ ...product.row, ...demoFiscalCodes(product.kind) })));
      await insertInSlices(tx, productSizeVariants, variants, 2000);
      await insertInSlices(tx, stockMovements, movements, 2000);
      await insertInSlices(tx, productImages, images, 2000);
      await insertInSlices(tx, productCategories, links, 4000);
    });
    batch = [];
  };

  for (const product of generateProducts(count, now, random)) {
    batch.push(product);
    if (batch.length >= BATCH_ROWS) await flush();
  }
  await flush();
  return { digests, sizeVariants: variantId, images: imageId };
}
