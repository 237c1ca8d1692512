import { invalidateCatalogue } from '../cache';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../errors';
import type { CategoryBlockBody, StaffCategoryBlock } from '../../../contract/taxonomy';
import { writeAudit } from '../../staff/audit';
import { allCategoryBlocks, blockTaken, categoryBlockById, categoryById, deleteBlockRow, insertBlockRow, updateBlockRow } from './queries';

/** The header's two menus (MENU_1, MENU_2): which categories each shows, at which placement. */

export const listCategoryBlocks = (deps: AppDeps) => allCategoryBlocks(deps.db);

async function requireUsable(tx: Executor, body: CategoryBlockBody, exceptId?: number): Promise<void> {
  if (!(await categoryById(tx, body.categoryId))) {
    throw badRequest('The category does not exist', { categoryId: 'no such category' });
  }
  if (await blockTaken(tx, body.categoryBlockType, body.categoryId, exceptId)) {
    throw conflict('DUPLICATE', `${body.categoryBlockType} already shows this category`, { categoryId: 'already in this menu' });
  }
}

const valuesOf = (body: CategoryBlockBody) => ({
  categoryBlockType: body.categoryBlockType,
  placementNumber: body.placementNumber,
  categoryId: body.categoryId,
});

export async function addCategoryBlock(deps: AppDeps, userId: number, body: CategoryBlockBody): Promise<StaffCategoryBlock> {
  const now = deps.clock.now();
  const block = await deps.db.transaction(async (tx) => {
    await requireUsable(tx, body);
    const id = await insertBlockRow(tx, valuesOf(body));
    const after = (await categoryBlockById(tx, id))!;
    await writeAudit(tx, { userId, action: 'CREATE', entity: 'categoryBlock', entityId: id, before: null, after }, now);
    return after;
  });
  invalidateCatalogue();
  return block;
}

export async function editCategoryBlock(deps: AppDeps, userId: number, id: number, body: CategoryBlockBody): Promise<StaffCategoryBlock> {
  const now = deps.clock.now();
  const block = await deps.db.transaction(async (tx) => {
    const before = await categoryBlockById(tx, id, true);
    if (!before) throw notFound('Category block');
    await requireUsable(tx, body, id);
    await updateBlockRow(tx, id, valuesOf(body));
    const after = (await categoryBlockById(tx, id))!;
    await writeAudit(tx, { userId, action: 'UPDATE', entity: 'categoryBlock', entityId: id, before, after }, now);
    return after;
  });
  invalidateCatalogue();
  return block;
}

export async function deleteCategoryBlock(deps: AppDeps, userId: number, id: number): Promise<StaffCategoryBlock> {
  const now = deps.clock.now();
  const block = await deps.db.transaction(async (tx) => {
    const before = await categoryBlockById(tx, id, true);
    if (!before) throw notFound('Category block');
    await deleteBlockRow(tx, id);
    await writeAudit(tx, { userId, action: 'DELETE', entity: 'categoryBlock', entityId: id, before, after: null }, now);
    return before;
  });
  invalidateCatalogue();
  return block;
}
