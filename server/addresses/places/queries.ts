import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { postFilials, regions, subRegions } from '../../db/schema/places';
import type { StaffPostFilial, StaffRegion, StaffSubRegion } from '../../../contract/staff-places';

/*
 * The staff's reads of the places tree: every place, active or not, with how much names it. Spelled out: drizzle
 * leaves a single table's columns unqualified, which inside a subquery would name the subquery's own table.
 */
const regionColumns = {
  id: regions.id,
  nameUZB: regions.nameUZB,
  nameRUS: regions.nameRUS,
  isTashkentCity: regions.isTashkentCity,
  position: regions.position,
  active: regions.active,
  districtCount: sql<number>`(select count(*)::int from sub_regions s where s.region_id = "regions"."id")`,
  addressCount: sql<number>`(select count(*)::int from addresses a where a.region_id = "regions"."id")`,
};

const subRegionColumns = {
  id: subRegions.id,
  regionId: subRegions.regionId,
  nameUZB: subRegions.nameUZB,
  nameRUS: subRegions.nameRUS,
  active: subRegions.active,
  postFilialCount: sql<number>`(select count(*)::int from post_filials p where p.sub_region_id = "sub_regions"."id")`,
  addressCount: sql<number>`(select count(*)::int from addresses a where a.sub_region_id = "sub_regions"."id")`,
};

const postFilialColumns = {
  id: postFilials.id,
  subRegionId: postFilials.subRegionId,
  nameUZB: postFilials.nameUZB,
  nameRUS: postFilials.nameRUS,
  addressUZB: postFilials.addressUZB,
  addressRUS: postFilials.addressRUS,
  active: postFilials.active,
  addressCount: sql<number>`(select count(*)::int from addresses a where a.post_filial_id = "post_filials"."id")`,
};

export function staffRegions(db: Executor): Promise<StaffRegion[]> {
  return db.select(regionColumns).from(regions).orderBy(asc(regions.position), asc(regions.id));
}

export async function staffRegionById(db: Executor, id: number, lock = false): Promise<StaffRegion | undefined> {
  const query = db.select(regionColumns).from(regions).where(eq(regions.id, id));
  const [row] = lock ? await query.for('update', { of: regions }) : await query;
  return row;
}

export function staffSubRegions(db: Executor, regionId: number): Promise<StaffSubRegion[]> {
  return db.select(subRegionColumns).from(subRegions).where(eq(subRegions.regionId, regionId)).orderBy(asc(subRegions.id));
}

export async function staffSubRegionById(db: Executor, id: number, lock = false): Promise<StaffSubRegion | undefined> {
  const query = db.select(subRegionColumns).from(subRegions).where(eq(subRegions.id, id));
  const [row] = lock ? await query.for('update', { of: subRegions }) : await query;
  return row;
}

export function staffPostFilials(db: Executor, subRegionId: number): Promise<StaffPostFilial[]> {
  return db.select(postFilialColumns).from(postFilials).where(eq(postFilials.subRegionId, subRegionId)).orderBy(asc(postFilials.id));
}

export async function staffPostFilialById(db: Executor, id: number, lock = false): Promise<StaffPostFilial | undefined> {
  const query = db.select(postFilialColumns).from(postFilials).where(eq(postFilials.id, id));
  const [row] = lock ? await query.for('update', { of: postFilials }) : await query;
  return row;
}

/** The next region goes last unless a position is given. */
export async function nextRegionPosition(db: Executor): Promise<number> {
  const [row] = await db.select({ last: sql<number>`coalesce(max(${regions.position}), 0)::int` }).from(regions);
  return Math.min(Number(row?.last ?? 0) + 1, 10_000);
}
