import { asc, eq, sql } from 'drizzle-orm';
import { invalidateCatalogue } from '../cache';
import type { Executor } from '../../db/client';
import { colors } from '../../db/schema/catalogue';
import type { AppDeps } from '../../deps';
import { badRequest, notFound } from '../../errors';
import type { ColorBody, ColorUsage, StaffColor } from '../../../contract/stock';
import { writeAudit } from '../../staff/audit';
import { InUseRefusal } from '../../http/in-use';
import type { CatalogueHolders } from '../holders';

/** The colour catalogue: names in both languages and a #rrggbb swatch; a colour some product or order names stays. */

// Spelled out: drizzle leaves a single table's columns unqualified, which inside the subquery would name products' own.
const productCount = sql<number>`(select count(*)::int from products p where p.color_id = "colors"."id")`;

const staffColorColumns = { id: colors.id, nameUZB: colors.nameUZB, nameRUS: colors.nameRUS, colorCode: colors.colorCode, productCount };

export async function listColors(deps: AppDeps): Promise<StaffColor[]> {
  return deps.db.select(staffColorColumns).from(colors).orderBy(asc(colors.id));
}

async function colorById(db: Executor, id: number, lock = false): Promise<StaffColor | undefined> {
  const query = db.select(staffColorColumns).from(colors).where(eq(colors.id, id));
  const [row] = lock ? await query.for('update', { of: colors }) : await query;
  return row;
}

function valuesOf(body: ColorBody) {
  const nameUZB = body.nameUZB.trim();
  const nameRUS = body.nameRUS.trim();
  const fields: Record<string, string> = {};
  if (!nameUZB) fields.nameUZB = 'must not be blank';
  if (!nameRUS) fields.nameRUS = 'must not be blank';
  if (Object.keys(fields).length) throw badRequest('Invalid body', fields);
  return { nameUZB, nameRUS, colorCode: body.colorCode.toLowerCase() };
}

export async function addColor(deps: AppDeps, userId: number, body: ColorBody): Promise<StaffColor> {
  const values = valuesOf(body);
  const now = deps.clock.now();
  const color = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(colors)
      .values({ nameUZB: values.nameUZB, nameRUS: values.nameRUS, colorCode: values.colorCode })
      .returning({ id: colors.id });
    const after = (await colorById(tx, row!.id))!;
    await writeAudit(tx, { userId, action: 'CREATE', entity: 'color', entityId: after.id, before: null, after }, now);
    return after;
  });
  invalidateCatalogue();
  return color;
}

export async function editColor(deps: AppDeps, userId: number, id: number, body: ColorBody): Promise<StaffColor> {
  const values = valuesOf(body);
  const now = deps.clock.now();
  const color = await deps.db.transaction(async (tx) => {
    const before = await colorById(tx, id, true);
    if (!before) throw notFound('Colour');
    await tx.update(colors).set({ nameUZB: values.nameUZB, nameRUS: values.nameRUS, colorCode: values.colorCode }).where(eq(colors.id, id));
    const after = (await colorById(tx, id))!;
    await writeAudit(tx, { userId, action: 'UPDATE', entity: 'color', entityId: id, before, after }, now);
    return after;
  });
  // The storefront shows colours on every card and product page.
  invalidateCatalogue();
  return color;
}

/** Deletes a colour no product and no order line (`holders`, the orders') names. */
export async function deleteColor(deps: AppDeps, holders: CatalogueHolders, userId: number, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await colorById(tx, id, true);
    if (!before) throw notFound('Colour');
    const orderLines = await holders.orderLinesOfColour(tx, id);
    if (before.productCount > 0 || orderLines > 0) {
      const usage: ColorUsage = { products: before.productCount, orders: orderLines };
      throw new InUseRefusal(`${usage.products} product(s) and ${usage.orders} order line(s) use the colour ${before.nameUZB}; give the products another colour first`, usage);
    }
    await tx.delete(colors).where(eq(colors.id, id));
    await writeAudit(tx, { userId, action: 'DELETE', entity: 'color', entityId: id, before, after: null }, now);
  });
  invalidateCatalogue();
}
