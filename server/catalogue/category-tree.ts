import { sql, type SQL } from 'drizzle-orm';

/**
 * Products "of a category" are those filed under it or under one of its direct subcategories: shoppers open a
 * parent (Ayollar) and expect everything below it. `productId` is the product id column of the outer query.
 */
export function inCategoryTree(productId: SQL, categoryId: number | SQL): SQL {
  return sql`exists (select 1 from product_categories pc
    where pc.product_id = ${productId}
      and pc.category_id in (select c.id from categories c where c.id = ${categoryId} or c.parent_id = ${categoryId}))`;
}
