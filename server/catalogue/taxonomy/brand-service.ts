import { invalidateCatalogue } from '../cache';
import { sqlState, type Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../errors';
import type { BrandBody, StaffBrand } from '../../../contract/taxonomy';
import { writeAudit } from '../../staff/audit';
import { allBrands, brandById, brandNameTaken, brandUsage, deleteBrandRow, insertBrandRow, renameBrandRow } from './queries';
import { describeUsage, InUseError, isInUse } from './usage';

export const listBrands = (deps: AppDeps) => allBrands(deps.db);

function nameOf(body: BrandBody): string {
  const name = body.name.trim().replace(/\s+/g, ' ');
  if (!name) throw badRequest('Invalid body', { name: 'must not be blank' });
  return name;
}

const duplicateName = (name: string) => conflict('DUPLICATE', `There is already a brand named ${name}`, { name: 'already taken' });

async function requireFreeName(tx: Executor, name: string, exceptId?: number): Promise<void> {
  if (await brandNameTaken(tx, name, exceptId)) throw duplicateName(name);
}

/** Two staff saving one new name at once: the unique index refuses the second, which is told DUPLICATE too. */
async function unlessRaced<T>(name: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (sqlState(error) === '23505') throw duplicateName(name);
    throw error;
  }
}

export async function addBrand(deps: AppDeps, userId: number, body: BrandBody): Promise<StaffBrand> {
  const name = nameOf(body);
  const now = deps.clock.now();
  const brand = await unlessRaced(name, () => deps.db.transaction(async (tx) => {
    await requireFreeName(tx, name);
    const id = await insertBrandRow(tx, name);
    const after = (await brandById(tx, id))!;
    await writeAudit(tx, { userId, action: 'CREATE', entity: 'brand', entityId: id, before: null, after }, now);
    return after;
  }));
  invalidateCatalogue();
  return brand;
}

export async function editBrand(deps: AppDeps, userId: number, id: number, body: BrandBody): Promise<StaffBrand> {
  const name = nameOf(body);
  const now = deps.clock.now();
  const brand = await unlessRaced(name, () => deps.db.transaction(async (tx) => {
    const before = await brandById(tx, id, true);
    if (!before) throw notFound('Brand');
    await requireFreeName(tx, name, id);
    await renameBrandRow(tx, id, name);
    const after = (await brandById(tx, id))!;
    await writeAudit(tx, { userId, action: 'UPDATE', entity: 'brand', entityId: id, before, after }, now);
    return after;
  }));
  invalidateCatalogue();
  return brand;
}

/** Deletes a brand no product has; one some product has is refused (409 IN_USE) with the count. */
export async function deleteBrand(deps: AppDeps, userId: number, id: number): Promise<StaffBrand> {
  const now = deps.clock.now();
  const brand = await deps.db.transaction(async (tx) => {
    const before = await brandById(tx, id, true);
    if (!before) throw notFound('Brand');
    const usage = await brandUsage(tx, id);
    if (isInUse(usage)) {
      throw new InUseError(`The brand ${before.name} is used by ${describeUsage(usage)}; give them another brand first`, usage);
    }
    await deleteBrandRow(tx, id);
    await writeAudit(tx, { userId, action: 'DELETE', entity: 'brand', entityId: id, before, after: null }, now);
    return before;
  });
  invalidateCatalogue();
  return brand;
}
