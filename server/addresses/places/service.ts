import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { postFilials, regions, subRegions } from '../../db/schema/places';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../errors';
import type {
  AddPostFilialBody,
  AddRegionBody,
  AddSubRegionBody,
  EditPostFilialBody,
  EditRegionBody,
  EditSubRegionBody,
  StaffPostFilial,
  StaffPostFilialList,
  StaffRegion,
  StaffSubRegion,
  StaffSubRegionList,
} from '../../../contract/staff-places';
import { writeAudit } from '../../staff/audit';
import { InUseRefusal } from '../../http/in-use';
import { refuseTakenNames } from './names';
import {
  nextRegionPosition,
  staffPostFilialById,
  staffPostFilials,
  staffRegionById,
  staffRegions,
  staffSubRegionById,
  staffSubRegions,
} from './queries';

/*
 * Regions, their districts and the districts' post branches. A place some saved address names is never deleted,
 * only deactivated: it leaves the public lists (server/addresses/lookups.ts) while the addresses and orders naming it
 * keep it. The public lookups are not cached, so nothing here needs the catalogue's cache ended.
 */

type Place = 'region' | 'subRegion' | 'postFilial';

/** The text fields trimmed; a blank one is 400 naming it. */
function trimmed<Fields extends Record<string, string>>(fields: Fields): Fields {
  const problems: Record<string, string> = {};
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    result[name] = value.trim();
    if (!result[name]) problems[name] = 'must not be blank';
  }
  if (Object.keys(problems).length) throw badRequest('Invalid body', problems);
  return result as Fields;
}

/** DEACTIVATE or REACTIVATE when only the active flag moved, else UPDATE. */
function editAction(before: { active: boolean }, after: { active: boolean }, onlyActiveMoved: boolean) {
  if (before.active === after.active || !onlyActiveMoved) return 'UPDATE' as const;
  return after.active ? ('REACTIVATE' as const) : ('DEACTIVATE' as const);
}

const sameTexts = (before: Record<string, unknown>, texts: Record<string, string>) => Object.entries(texts).every(([name, value]) => before[name] === value);

async function audited<T extends { id: number }>(
  tx: Executor,
  userId: number,
  entity: Place,
  action: 'CREATE' | 'UPDATE' | 'DELETE' | 'DEACTIVATE' | 'REACTIVATE',
  before: T | null,
  after: T | null,
  now: Date,
) {
  await writeAudit(tx, { userId, action, entity, entityId: (after ?? before)!.id, before, after }, now);
}

export function staffRegionList(deps: AppDeps): Promise<StaffRegion[]> {
  return staffRegions(deps.db);
}

export async function regionWithDistricts(deps: AppDeps, regionId: number): Promise<StaffSubRegionList> {
  const region = await staffRegionById(deps.db, regionId);
  if (!region) throw notFound('Region');
  return { region, subRegions: await staffSubRegions(deps.db, regionId) };
}

export async function districtWithBranches(deps: AppDeps, subRegionId: number): Promise<StaffPostFilialList> {
  const subRegion = await staffSubRegionById(deps.db, subRegionId);
  if (!subRegion) throw notFound('District');
  const region = (await staffRegionById(deps.db, subRegion.regionId))!;
  return { region, subRegion, postFilials: await staffPostFilials(deps.db, subRegionId) };
}

export async function addRegion(deps: AppDeps, userId: number, body: AddRegionBody): Promise<StaffRegion> {
  const texts = trimmed({ nameUZB: body.nameUZB, nameRUS: body.nameRUS });
  return deps.db.transaction(async (tx) => {
    await refuseTakenNames(tx, 'region', 0, texts);
    const position = body.position ?? (await nextRegionPosition(tx));
    const [row] = await tx
      .insert(regions)
      .values({ nameUZB: texts.nameUZB, nameRUS: texts.nameRUS, isTashkentCity: body.isTashkentCity, position })
      .returning({ id: regions.id });
    const after = (await staffRegionById(tx, row!.id))!;
    await audited(tx, userId, 'region', 'CREATE', null, after, deps.clock.now());
    return after;
  });
}

export async function editRegion(deps: AppDeps, userId: number, id: number, body: EditRegionBody): Promise<StaffRegion> {
  const texts = trimmed({ nameUZB: body.nameUZB, nameRUS: body.nameRUS });
  return deps.db.transaction(async (tx) => {
    const before = await staffRegionById(tx, id, true);
    if (!before) throw notFound('Region');
    await refuseTakenNames(tx, 'region', 0, texts, before);
    // Door delivery keeps a street and house, post delivery a branch: saved addresses would no longer fit.
    if (before.isTashkentCity !== body.isTashkentCity && before.addressCount > 0) {
      throw conflict('CONFLICT', `${before.addressCount} saved address(es) are in this region: its way of delivery stays`, {
        isTashkentCity: 'addresses in this region depend on it',
      });
    }
    await tx
      .update(regions)
      .set({ nameUZB: texts.nameUZB, nameRUS: texts.nameRUS, isTashkentCity: body.isTashkentCity, position: body.position, active: body.active })
      .where(eq(regions.id, id));
    const after = (await staffRegionById(tx, id))!;
    const onlyActive = sameTexts(before, texts) && before.isTashkentCity === after.isTashkentCity && before.position === after.position;
    await audited(tx, userId, 'region', editAction(before, after, onlyActive), before, after, deps.clock.now());
    return after;
  });
}

export async function deleteRegion(deps: AppDeps, userId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await staffRegionById(tx, id, true);
    if (!before) throw notFound('Region');
    if (before.districtCount > 0 || before.addressCount > 0) {
      const usage = { districts: before.districtCount, addresses: before.addressCount };
      throw new InUseRefusal(`${usage.districts} district(s) and ${usage.addresses} address(es) are in the region ${before.nameUZB}; deactivate it instead`, usage);
    }
    await tx.delete(regions).where(eq(regions.id, id));
    await audited(tx, userId, 'region', 'DELETE', before, null, deps.clock.now());
  });
}

export async function addSubRegion(deps: AppDeps, userId: number, body: AddSubRegionBody): Promise<StaffSubRegion> {
  const texts = trimmed({ nameUZB: body.nameUZB, nameRUS: body.nameRUS });
  return deps.db.transaction(async (tx) => {
    if (!(await staffRegionById(tx, body.regionId))) throw badRequest('Unknown region', { regionId: 'is not a known region' });
    await refuseTakenNames(tx, 'subRegion', body.regionId, texts);
    const [row] = await tx
      .insert(subRegions)
      .values({ regionId: body.regionId, nameUZB: texts.nameUZB, nameRUS: texts.nameRUS })
      .returning({ id: subRegions.id });
    const after = (await staffSubRegionById(tx, row!.id))!;
    await audited(tx, userId, 'subRegion', 'CREATE', null, after, deps.clock.now());
    return after;
  });
}

export async function editSubRegion(deps: AppDeps, userId: number, id: number, body: EditSubRegionBody): Promise<StaffSubRegion> {
  const texts = trimmed({ nameUZB: body.nameUZB, nameRUS: body.nameRUS });
  return deps.db.transaction(async (tx) => {
    const before = await staffSubRegionById(tx, id, true);
    if (!before) throw notFound('District');
    await refuseTakenNames(tx, 'subRegion', before.regionId, texts, before);
    await tx.update(subRegions).set({ nameUZB: texts.nameUZB, nameRUS: texts.nameRUS, active: body.active }).where(eq(subRegions.id, id));
    const after = (await staffSubRegionById(tx, id))!;
    await audited(tx, userId, 'subRegion', editAction(before, after, sameTexts(before, texts)), before, after, deps.clock.now());
    return after;
  });
}

export async function deleteSubRegion(deps: AppDeps, userId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await staffSubRegionById(tx, id, true);
    if (!before) throw notFound('District');
    if (before.postFilialCount > 0 || before.addressCount > 0) {
      const usage = { postFilials: before.postFilialCount, addresses: before.addressCount };
      throw new InUseRefusal(`${usage.postFilials} post branch(es) and ${usage.addresses} address(es) are in the district ${before.nameUZB}; deactivate it instead`, usage);
    }
    await tx.delete(subRegions).where(eq(subRegions.id, id));
    await audited(tx, userId, 'subRegion', 'DELETE', before, null, deps.clock.now());
  });
}

export async function addPostFilial(deps: AppDeps, userId: number, body: AddPostFilialBody): Promise<StaffPostFilial> {
  const texts = trimmed({ nameUZB: body.nameUZB, nameRUS: body.nameRUS, addressUZB: body.addressUZB, addressRUS: body.addressRUS });
  return deps.db.transaction(async (tx) => {
    const district = await staffSubRegionById(tx, body.subRegionId);
    if (!district) throw badRequest('Unknown district', { subRegionId: 'is not a known district' });
    const region = (await staffRegionById(tx, district.regionId))!;
    if (region.isTashkentCity) {
      throw badRequest('Tashkent city is delivered to the door', { subRegionId: 'is in Tashkent city, which has no post branches' });
    }
    await refuseTakenNames(tx, 'postFilial', body.subRegionId, texts);
    const [row] = await tx
      .insert(postFilials)
      .values({ subRegionId: body.subRegionId, nameUZB: texts.nameUZB, nameRUS: texts.nameRUS, addressUZB: texts.addressUZB, addressRUS: texts.addressRUS })
      .returning({ id: postFilials.id });
    const after = (await staffPostFilialById(tx, row!.id))!;
    await audited(tx, userId, 'postFilial', 'CREATE', null, after, deps.clock.now());
    return after;
  });
}

export async function editPostFilial(deps: AppDeps, userId: number, id: number, body: EditPostFilialBody): Promise<StaffPostFilial> {
  const texts = trimmed({ nameUZB: body.nameUZB, nameRUS: body.nameRUS, addressUZB: body.addressUZB, addressRUS: body.addressRUS });
  return deps.db.transaction(async (tx) => {
    const before = await staffPostFilialById(tx, id, true);
    if (!before) throw notFound('Post branch');
    await refuseTakenNames(tx, 'postFilial', before.subRegionId, texts, before);
    await tx
      .update(postFilials)
      .set({ nameUZB: texts.nameUZB, nameRUS: texts.nameRUS, addressUZB: texts.addressUZB, addressRUS: texts.addressRUS, active: body.active })
      .where(eq(postFilials.id, id));
    const after = (await staffPostFilialById(tx, id))!;
    await audited(tx, userId, 'postFilial', editAction(before, after, sameTexts(before, texts)), before, after, deps.clock.now());
    return after;
  });
}

export async function deletePostFilial(deps: AppDeps, userId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const before = await staffPostFilialById(tx, id, true);
    if (!before) throw notFound('Post branch');
    if (before.addressCount > 0) {
      const usage = { addresses: before.addressCount };
      throw new InUseRefusal(`${usage.addresses} address(es) name the post branch ${before.nameUZB}; deactivate it instead`, usage);
    }
    await tx.delete(postFilials).where(eq(postFilials.id, id));
    await audited(tx, userId, 'postFilial', 'DELETE', before, null, deps.clock.now());
  });
}
