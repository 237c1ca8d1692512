import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { products } from '../db/schema/catalogue';
import type { ProductCard } from '../../contract/product';
import { loadProductCards } from './cards';

/**
 * The products like this one, best first: those of its subcategories (Ko‘ylaklar), then the rest of its categories
 * (Ayollar and everything under it); within each, those with a size in stock before sold-out ones, then the
 * newest. Active products only, never the product itself. Null for an unknown product.
 */
export async function similarProducts(db: Executor, productId: number, limit: number, now: Date): Promise<ProductCard[] | null> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) return null;
  const rows = (await db.execute(sql`
    with filed as (
      select c.id, c.parent_id from product_categories pc join categories c on c.id = pc.category_id
      where pc.product_id = ${productId}
    ),
    subcategories as (select id from filed where parent_id is not null),
    parents as (select parent_id as id from filed where parent_id is not null union select id from filed where parent_id is null),
    family as (select c.id from categories c where c.id in (select id from parents) or c.parent_id in (select id from parents))
    select p.id,
      exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id in (select id from subcategories)) as same_subcategory,
      exists (select 1 from product_size_variants v where v.product_id = p.id and v.quantity > 0) as in_stock
    from products p
    where p.active and p.id <> ${productId}
      and exists (select 1 from product_categories pc where pc.product_id = p.id
        and pc.category_id in (select id from subcategories union select id from family))
    order by same_subcategory desc, in_stock desc, p.stocked_at desc, p.id desc
    limit ${limit}`)) as unknown as { rows: Array<{ id: number }> };
  return loadProductCards(db, rows.rows.map((row) => Number(row.id)), now);
}
