import { desc, eq, sql } from 'drizzle-orm';
import { invalidateCatalogue } from '../../catalogue/cache';
import { knownCategoryIds } from '../../catalogue/service';
import type { Executor } from '../../db/client';
import { saleGroupCategories, saleGroups } from '../../db/schema/loyalty';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../errors';
import type { SaleGroup, SaleGroupBody } from '../../../contract/promotions';
import { writeAudit } from '../../staff/audit';

/*
 * Sale groups: a percent off every product of some categories for a period. The storefront and the checkout read them
 * through one SQL expression (server/catalogue/products/pricing-sql.ts); every change here ends the public catalogue cache, and
 * a group starting or ending by the clock shows within the cache's time to live (30 s).
 */

const groupColumns = {
  id: saleGroups.id,
  nameUZB: saleGroups.nameUZB,
  nameRUS: saleGroups.nameRUS,
  percent: saleGroups.percent,
  startsAt: saleGroups.startsAt,
  endsAt: saleGroups.endsAt,
  active: saleGroups.active,
  createdAt: saleGroups.createdAt,
  categoryIds: sql<number[]>`coalesce((select array_agg(gc.category_id order by gc.category_id) from sale_group_categories gc
    where gc.sale_group_id = "sale_groups"."id"), '{}')`,
};

type GroupRow = Awaited<ReturnType<typeof selectGroups>>[number];

function selectGroups(db: Executor) {
  return db.select(groupColumns).from(saleGroups);
}

function stateAt(row: GroupRow, now: Date): SaleGroup['state'] {
  if (!row.active) return 'OFF';
  if (now.getTime() < row.startsAt.getTime()) return 'SCHEDULED';
  return now.getTime() < row.endsAt.getTime() ? 'RUNNING' : 'ENDED';
}

function toSaleGroup(row: GroupRow, now: Date): SaleGroup {
  return {
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    categoryIds: (row.categoryIds ?? []).map(Number),
    state: stateAt(row, now),
  };
}

/** Every sale group, newest start first, with its state at the clock. */
export async function listSaleGroups(deps: AppDeps): Promise<SaleGroup[]> {
  const now = deps.clock.now();
  const rows = await selectGroups(deps.db).orderBy(desc(saleGroups.startsAt), desc(saleGroups.id));
  return rows.map((row) => toSaleGroup(row, now));
}

async function groupById(db: Executor, id: number, now: Date): Promise<SaleGroup | undefined> {
  const [row] = await selectGroups(db).where(eq(saleGroups.id, id));
  return row && toSaleGroup(row, now);
}

async function valuesOf(db: Executor, body: SaleGroupBody) {
  const nameUZB = body.nameUZB.trim();
  const nameRUS = body.nameRUS.trim();
  const startsAt = new Date(body.startsAt);
  const endsAt = new Date(body.endsAt);
  const fields: Record<string, string> = {};
  if (!nameUZB) fields.nameUZB = 'must not be blank';
  if (!nameRUS) fields.nameRUS = 'must not be blank';
  if (endsAt.getTime() <= startsAt.getTime()) fields.endsAt = 'must be after startsAt';
  if (Object.keys(fields).length) throw badRequest('Invalid body', fields);
  const known = await knownCategoryIds(db, body.categoryIds);
  if (known.length < body.categoryIds.length) throw notFound('Category');
  return { nameUZB, nameRUS, percent: body.percent, startsAt, endsAt, active: body.active };
}

async function fileUnder(tx: Executor, id: number, categoryIds: number[]): Promise<void> {
  await tx.delete(saleGroupCategories).where(eq(saleGroupCategories.saleGroupId, id));
  await tx.insert(saleGroupCategories).values(categoryIds.map((categoryId) => ({ saleGroupId: id, categoryId })));
}

export async function addSaleGroup(deps: AppDeps, userId: number, body: SaleGroupBody): Promise<SaleGroup> {
  const now = deps.clock.now();
  const group = await deps.db.transaction(async (tx) => {
    const values = await valuesOf(tx, body);
    const [row] = await tx
      .insert(saleGroups)
      .values({
        nameUZB: values.nameUZB,
        nameRUS: values.nameRUS,
        percent: values.percent,
        startsAt: values.startsAt,
        endsAt: values.endsAt,
        active: values.active,
        createdAt: now,
      })
      .returning({ id: saleGroups.id });
    await fileUnder(tx, row!.id, body.categoryIds);
    const after = (await groupById(tx, row!.id, now))!;
    await writeAudit(tx, { userId, action: 'CREATE', entity: 'saleGroup', entityId: after.id, before: null, after }, now);
    return after;
  });
  invalidateCatalogue();
  return group;
}

async function lockGroup(tx: Executor, id: number, now: Date): Promise<SaleGroup> {
  const [locked] = await tx.select({ id: saleGroups.id }).from(saleGroups).where(eq(saleGroups.id, id)).for('update');
  if (!locked) throw notFound('Sale group');
  return (await groupById(tx, id, now))!;
}

export async function editSaleGroup(deps: AppDeps, userId: number, id: number, body: SaleGroupBody): Promise<SaleGroup> {
  const now = deps.clock.now();
  const group = await deps.db.transaction(async (tx) => {
    const before = await lockGroup(tx, id, now);
    const values = await valuesOf(tx, body);
    await tx
      .update(saleGroups)
      .set({
        nameUZB: values.nameUZB,
        nameRUS: values.nameRUS,
        percent: values.percent,
        startsAt: values.startsAt,
        endsAt: values.endsAt,
        active: values.active,
      })
      .where(eq(saleGroups.id, id));
    await fileUnder(tx, id, body.categoryIds);
    const after = (await groupById(tx, id, now))!;
    await writeAudit(tx, { userId, action: 'UPDATE', entity: 'saleGroup', entityId: id, before, after }, now);
    return after;
  });
  invalidateCatalogue();
  return group;
}

/**
 * Ends a group now: a running one ends at the clock (its past stays as it was), a scheduled one is switched off (its
 * period cannot end before it starts). An ended or switched-off group is refused with 409.
 */
export async function endSaleGroup(deps: AppDeps, userId: number, id: number): Promise<SaleGroup> {
  const now = deps.clock.now();
  const group = await deps.db.transaction(async (tx) => {
    const before = await lockGroup(tx, id, now);
    if (before.state === 'ENDED' || before.state === 'OFF') throw conflict('CONFLICT', 'This sale group is not running or scheduled', { id: before.state.toLowerCase() });
    const endsNow = before.state === 'RUNNING' && now.getTime() > Date.parse(before.startsAt);
    await tx
      .update(saleGroups)
      .set({ endsAt: endsNow ? now : saleGroups.endsAt, active: endsNow ? saleGroups.active : false })
      .where(eq(saleGroups.id, id));
    const after = (await groupById(tx, id, now))!;
    await writeAudit(tx, { userId, action: 'END', entity: 'saleGroup', entityId: id, before, after }, now);
    return after;
  });
  invalidateCatalogue();
  return group;
}

/** Removes a group and its categories; orders placed during it keep the prices they were charged. */
export async function removeSaleGroup(deps: AppDeps, userId: number, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await lockGroup(tx, id, now);
    await tx.delete(saleGroups).where(eq(saleGroups.id, id));
    await writeAudit(tx, { userId, action: 'DELETE', entity: 'saleGroup', entityId: id, before, after: null }, now);
  });
  invalidateCatalogue();
}
