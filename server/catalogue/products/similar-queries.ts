import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import type { ProductCard } from '../../../contract/product';
import { loadProductCards } from './cards';

/**
 * The products like this one, best first. Its own subcategory is the most specific one it is filed under (the
 * subcategory with the fewest active products: Ko‘ylaklar rather than the "Ayollar uchun" of Chegirmalar or of Yangi
 * kolleksiya, which gather every kind of garment); its category is that subcategory's parent. First the products of
 * its own subcategory, then the rest of its category (Ayollar and everything under it); within each, those with a
 * size in stock before sold-out ones, then the newest. A product filed only under top-level categories takes the
 * smallest of them, with its subcategories, as its own. Active products only, never the product itself. Null for an
 * unknown product.
 */
export async function similarProducts(db: Executor, productId: number, limit: number, now: Date): Promise<ProductCard[] | null> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
  if (!product) return null;
  const rows = (await db.execute(sql`
    with own as (
      select c.id, c.parent_id from product_categories pc join categories c on c.id = pc.category_id
      where pc.product_id = ${productId}
      order by c.parent_id is null,
        (select count(*) from product_categories x join products p on p.id = x.product_id where x.category_id = c.id and p.active),
        c.position, c.id
      limit 1
    ),
    closest as (select c.id from categories c, own where c.id = own.id or c.parent_id = own.id),
    wider as (select c.id from categories c, own where c.id = own.parent_id or c.parent_id = own.parent_id)
    select p.id,
      exists (select 1 from product_categories pc where pc.product_id = p.id and pc.category_id in (select id from closest)) as closest,
      exists (select 1 from product_size_variants v where v.product_id = p.id and v.quantity > 0) as in_stock
    from products p
    where p.active and p.id <> ${productId}
      and exists (select 1 from product_categories pc where pc.product_id = p.id
        and pc.category_id in (select id from closest union select id from wider))
    order by closest desc, in_stock desc, p.stocked_at desc, p.id desc
    limit ${limit}`)) as unknown as { rows: Array<{ id: number }> };
  return loadProductCards(db, rows.rows.map((row) => Number(row.id)), now);
}
