import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { brands, categories, colors, products } from '../db/schema/catalogue';
import { orders } from '../db/schema/orders';
import { customers } from '../db/schema/people';

/** What a changed thing is called in each language, as staff know it: an order by its number, the rest by name. */
export type AuditName = { uz: string; ru: string };

type Named = { id: number; uz: string; ru: string };

/** How each kind of thing the log names is looked up: by primary key, the name as it is now. */
const lookups: Record<string, (db: Executor, ids: number[]) => Promise<Named[]>> = {
  order: (db, ids) => db.select({ id: orders.id, uz: orders.orderNumber, ru: orders.orderNumber }).from(orders).where(inArray(orders.id, ids)),
  product: (db, ids) => db.select({ id: products.id, uz: products.nameUZB, ru: products.nameRUS }).from(products).where(inArray(products.id, ids)),
  customer: (db, ids) => db.select({ id: customers.id, uz: customers.fullName, ru: customers.fullName }).from(customers).where(inArray(customers.id, ids)),
  brand: (db, ids) => db.select({ id: brands.id, uz: brands.name, ru: brands.name }).from(brands).where(inArray(brands.id, ids)),
  category: (db, ids) => db.select({ id: categories.id, uz: categories.nameUZB, ru: categories.nameRUS }).from(categories).where(inArray(categories.id, ids)),
  color: (db, ids) => db.select({ id: colors.id, uz: colors.nameUZB, ru: colors.nameRUS }).from(colors).where(inArray(colors.id, ids)),
};

/**
 * The names of the things a page of the log is about, as they are now, by "entity:id": one read by primary key per
 * kind on the page. A row since deleted, an anonymised customer's blank name and a kind with no lookup have none,
 * and the log shows the id.
 */
export async function auditNames(db: Executor, entries: Array<{ entity: string; entityId: number }>): Promise<Map<string, AuditName>> {
  const wanted = new Map<string, Set<number>>();
  for (const { entity, entityId } of entries) if (Object.hasOwn(lookups, entity)) wanted.set(entity, (wanted.get(entity) ?? new Set()).add(entityId));
  const found = await Promise.all([...wanted].map(async ([entity, ids]) => (await lookups[entity]!(db, [...ids])).map((row) => ({ entity, ...row }))));
  return new Map(found.flat().filter(({ uz, ru }) => uz.trim() !== '' && ru.trim() !== '').map(({ entity, id, uz, ru }) => [`${entity}:${id}`, { uz, ru }]));
}
