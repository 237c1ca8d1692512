import { invalidateCatalogue } from '../cache';
import type { Executor } from '../../db/client';
import type { AppDeps } from '../../deps';
import { badRequest, conflict, notFound } from '../../errors';
import type { AddCategoryBody, EditCategoryBody, ReorderCategoriesBody, StaffCategory } from '../../../contract/taxonomy';
import { writeAudit } from '../../staff/audit';
import type { CatalogueHolders } from '../holders';
import {
  allCategories,
  categoryById,
  categoryUsage,
  childCategories,
  deleteCategoryRow,
  insertCategoryRow,
  lockChildren,
  nextPosition,
  setCategoryPosition,
  updateCategoryRow,
} from './queries';
import { describeUsage, InUseError, isInUse } from './usage';

/*
 * The storefront has two levels: top-level categories (Ayollar) and their subcategories (Ko‘ylaklar); its menus,
 * category pages and product filters read no deeper (server/catalogue/category-tree.ts). So a parent is always a
 * top-level category, and a category with subcategories stays at the top: no deeper tree, and no cycle, can be made.
 */

export const listCategories = (deps: AppDeps) => allCategories(deps.db);

export async function listSubCategories(deps: AppDeps, parentId: number): Promise<StaffCategory[]> {
  if (!(await categoryById(deps.db, parentId))) throw notFound('Category');
  return childCategories(deps.db, parentId);
}

function namesOf(body: AddCategoryBody | EditCategoryBody) {
  const nameUZB = body.nameUZB.trim().replace(/\s+/g, ' ');
  const nameRUS = body.nameRUS.trim().replace(/\s+/g, ' ');
  const fields: Record<string, string> = {};
  if (!nameUZB) fields.nameUZB = 'must not be blank';
  if (!nameRUS) fields.nameRUS = 'must not be blank';
  if (Object.keys(fields).length) throw badRequest('Invalid body', fields);
  return { nameUZB, nameRUS };
}

/** The parent must exist and be top-level; for an edit (`id`), it must not be the category itself or below it. */
async function requireParent(tx: Executor, parentId: number, id?: number): Promise<void> {
  if (parentId === id) throw badRequest('A category cannot be its own parent', { parentId: 'is the category itself' });
  // Locked: a parent being moved under another at the same time cannot gain a child meanwhile (no third level).
  const parent = await categoryById(tx, parentId, true);
  if (!parent) throw badRequest('The parent category does not exist', { parentId: 'no such category' });
  if (parent.parentId !== null) {
    if (parent.parentId === id) {
      throw badRequest('A category cannot be placed under its own subcategory', { parentId: 'is a subcategory of this category' });
    }
    throw badRequest('Subcategories go under a top-level category: the shop has two levels', { parentId: 'is a subcategory itself' });
  }
}

export async function addCategory(deps: AppDeps, userId: number, body: AddCategoryBody): Promise<StaffCategory> {
  const names = namesOf(body);
  const parentId = body.parentId ?? null;
  const now = deps.clock.now();
  const category = await deps.db.transaction(async (tx) => {
    if (parentId !== null) await requireParent(tx, parentId);
    const position = await nextPosition(tx, parentId);
    const id = await insertCategoryRow(tx, { ...names, parentId, position });
    const after = (await categoryById(tx, id))!;
    await writeAudit(tx, { userId, action: 'CREATE', entity: 'category', entityId: id, before: null, after }, now);
    return after;
  });
  invalidateCatalogue();
  return category;
}

/** New names, and a new parent (put last among its children) or the same one (the place kept). */
export async function editCategory(deps: AppDeps, userId: number, id: number, body: EditCategoryBody): Promise<StaffCategory> {
  const names = namesOf(body);
  const parentId = body.parentId;
  const now = deps.clock.now();
  const category = await deps.db.transaction(async (tx) => {
    const before = await categoryById(tx, id, true);
    if (!before) throw notFound('Category');
    let position = before.position;
    if (parentId !== before.parentId) {
      if (parentId !== null) {
        await requireParent(tx, parentId, id);
        const children = await lockChildren(tx, id);
        if (children.length) {
          throw badRequest('A category with subcategories stays at the top level: move its subcategories first', {
            parentId: `this category has ${children.length} subcategories`,
          });
        }
      }
      position = await nextPosition(tx, parentId);
    }
    await updateCategoryRow(tx, id, { ...names, parentId, position });
    const after = (await categoryById(tx, id))!;
    await writeAudit(tx, { userId, action: 'UPDATE', entity: 'category', entityId: id, before, after }, now);
    return after;
  });
  invalidateCatalogue();
  return category;
}

/** Puts one parent's categories in the given order; `ids` must be exactly its categories as stored now. */
export async function reorderCategories(deps: AppDeps, userId: number, body: ReorderCategoriesBody): Promise<StaffCategory[]> {
  const now = deps.clock.now();
  const ordered = await deps.db.transaction(async (tx) => {
    if (body.parentId !== null && !(await categoryById(tx, body.parentId))) {
      throw badRequest('The parent category does not exist', { parentId: 'no such category' });
    }
    const children = await lockChildren(tx, body.parentId);
    const stored = new Set(children.map((child) => child.id));
    if (children.length !== body.ids.length || body.ids.some((id) => !stored.has(id))) {
      throw conflict('CONFLICT', 'The categories of this parent changed meanwhile; read them again and reorder', {
        ids: `must be every category of this parent: ${[...stored].join(', ') || 'none'}`,
      });
    }
    const positionOf = new Map(children.map((child) => [child.id, child.position]));
    for (const [position, id] of body.ids.entries()) {
      if (positionOf.get(id) === position) continue;
      const before = (await categoryById(tx, id))!;
      await setCategoryPosition(tx, id, position);
      const after = (await categoryById(tx, id))!;
      await writeAudit(tx, { userId, action: 'REORDER', entity: 'category', entityId: id, before, after }, now);
    }
    return childCategories(tx, body.parentId);
  });
  invalidateCatalogue();
  return ordered;
}

/** Deletes a category nothing uses; otherwise 409 IN_USE counting products, subcategories, menu blocks, sliders, banners. */
export async function deleteCategory(deps: AppDeps, holders: CatalogueHolders, userId: number, id: number): Promise<StaffCategory> {
  const now = deps.clock.now();
  const category = await deps.db.transaction(async (tx) => {
    const before = await categoryById(tx, id, true);
    if (!before) throw notFound('Category');
    // The home page's sliders and banners that lead to it keep it too.
    const usage = { ...(await categoryUsage(tx, id)), ...(await holders.categoryOnHomePage(tx, id)) };
    if (isInUse(usage)) {
      throw new InUseError(`The category ${before.nameUZB} is used by ${describeUsage(usage)}; move or remove them first`, usage);
    }
    await deleteCategoryRow(tx, id);
    await writeAudit(tx, { userId, action: 'DELETE', entity: 'category', entityId: id, before, after: null }, now);
    return before;
  });
  invalidateCatalogue();
  return category;
}
