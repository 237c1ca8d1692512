import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { invalidateCatalogue } from '../../catalogue/cache';
import type { Executor } from '../../db/client';
import { coupons, loyaltyTiers } from '../../db/schema/loyalty';
import type { AppDeps } from '../../deps';
import { tierNames } from '../tier-names';
import { badRequest, notFound } from '../../errors';
import type { StaffTier, TierBody } from '../../../contract/promotions';
import { writeAudit } from '../../staff/audit';

/*
 * The loyalty tiers the staff edit: names, threshold and the coupons each awards. The ladder keeps its order (the
 * tiers by id: Start, Bronze, Silver, Gold): thresholds stay unique and ascending along it, and the first stays 0,
 * where every customer starts. server/loyalty/ladder.ts reads the same rows when points are awarded.
 */

async function tierRows(db: Executor) {
  const rows = await db
    .select({
      id: loyaltyTiers.id,
      name: loyaltyTiers.name,
      nameUZB: loyaltyTiers.nameUZB,
      nameRUS: loyaltyTiers.nameRUS,
      minPoints: loyaltyTiers.minPoints,
      couponIds: sql<number[]>`coalesce((select array_agg(c.id order by c.id) from coupons c where c.loyalty_tier_id = "loyalty_tiers"."id"), '{}')`,
    })
    .from(loyaltyTiers)
    .orderBy(asc(loyaltyTiers.id));
  return rows.map((row): StaffTier => {
    const names = tierNames(row);
    return { id: row.id, name: row.name, nameUZB: names.uz, nameRUS: names.ru, minPoints: row.minPoints, couponIds: (row.couponIds ?? []).map(Number) };
  });
}

export function listTiers(deps: AppDeps): Promise<StaffTier[]> {
  return tierRows(deps.db);
}

export async function editTier(deps: AppDeps, userId: number, id: number, body: TierBody): Promise<StaffTier> {
  const now = deps.clock.now();
  const nameUZB = body.nameUZB.trim();
  const nameRUS = body.nameRUS.trim();
  const tier = await deps.db.transaction(async (tx) => {
    // The whole ladder is locked: two edits at once cannot each pass the order check against the other's old value.
    await tx.execute(sql`select id from loyalty_tiers order by id for update`);
    const ladder = await tierRows(tx);
    const index = ladder.findIndex((row) => row.id === id);
    if (index < 0) throw notFound('Loyalty tier');
    const before = ladder[index]!;
    const fields: Record<string, string> = {};
    if (!nameUZB) fields.nameUZB = 'must not be blank';
    if (!nameRUS) fields.nameRUS = 'must not be blank';
    const previous = ladder[index - 1];
    const next = ladder[index + 1];
    if (index === 0 && body.minPoints !== 0) fields.minPoints = 'the first tier starts at 0';
    else if (previous && body.minPoints <= previous.minPoints) fields.minPoints = `must be above ${previous.minPoints} (${previous.nameUZB})`;
    else if (next && body.minPoints >= next.minPoints) fields.minPoints = `must be below ${next.minPoints} (${next.nameUZB})`;
    if (index === 0 && body.couponIds.length > 0) fields.couponIds = 'the first tier is where everyone starts: it awards nothing';
    if (body.couponIds.length > 0) {
      const found = await tx
        .select({ id: coupons.id, kind: coupons.kind, tierId: coupons.loyaltyTierId })
        .from(coupons)
        .where(inArray(coupons.id, body.couponIds));
      if (found.length < body.couponIds.length) throw notFound('Coupon');
      // A coupon some tier awards already counts as TIER, whatever its stored kind (rows older than kinds say GIFT).
      if (found.some((coupon) => coupon.kind !== 'TIER' && coupon.tierId === null)) fields.couponIds = 'only TIER coupons are awarded by a tier';
    }
    if (Object.keys(fields).length) throw badRequest('Invalid body', fields);
    await tx.update(loyaltyTiers).set({ nameUZB, nameRUS, minPoints: body.minPoints }).where(eq(loyaltyTiers.id, id));
    const kept = body.couponIds.length ? notInArray(coupons.id, body.couponIds) : undefined;
    // A coupon taken off its tier stays a TIER coupon, awarded by none: never mistaken for one for all, which
    // registering shoppers are given (server/loyalty/coupons/for-all.ts). Rows older than kinds still say GIFT until then.
    await tx.update(coupons).set({ loyaltyTierId: null, kind: 'TIER' }).where(and(eq(coupons.loyaltyTierId, id), kept));
    if (body.couponIds.length) await tx.update(coupons).set({ loyaltyTierId: id }).where(inArray(coupons.id, body.couponIds));
    const after = (await tierRows(tx)).find((row) => row.id === id)!;
    await writeAudit(tx, { userId, action: 'UPDATE', entity: 'loyaltyTier', entityId: id, before, after }, now);
    return after;
  });
  // The storefront's tier list (/api/status/getAllStatus) is a cached catalogue read.
  invalidateCatalogue();
  return tier;
}
