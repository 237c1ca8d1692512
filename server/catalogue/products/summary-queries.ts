import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { qualified } from '../../db/sql';
import type { HomeProduct } from '../../../contract/homepage';

/** Products by id as other domains' staff screens name them (the home page's editors); unknown ids left out. */
export function productSummaries(db: Executor, ids: number[]): Promise<HomeProduct[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: products.id,
      referenceNumber: products.referenceNumber,
      nameUZB: products.nameUZB,
      nameRUS: products.nameRUS,
      active: products.active,
      image: sql<string | null>`(select i.url from product_images i where i.product_id = ${qualified(products.id)} order by i.position, i.id limit 1)`,
    })
    .from(products)
    .where(inArray(products.id, ids));
}
