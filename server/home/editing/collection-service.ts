import { and, count, eq } from 'drizzle-orm';
import { invalidateCatalogue } from '../../catalogue/cache';
import type { Executor } from '../../db/client';
import { banners } from '../../db/schema/home';
import { badRequest, conflict, notFound } from '../../errors';
import type { LookBody, SliderBody, StaffLook, StaffSlider } from '../../../contract/homepage';
import { writeAudit } from '../../staff/audit';
import {
  categoryExists,
  deleteLookRow,
  deleteSliderRow,
  insertLookRow,
  insertSliderRow,
  lockedLookIds,
  lockLook,
  lockSlider,
  lockedSliderIds,
  lookById,
  lookRows,
  placeTaken,
  renameLookRow,
  setLookContents,
  setLookPositions,
  setSliderPlaces,
  setSliderProducts,
  sliderAtPlace,
  sliderById,
  sliderRows,
  updateSliderRow,
} from './collection-queries';
import { checkPictures, removeUnusedPictures, type HomepageDeps } from './pictures';
import { missingProducts } from './queries';
import { InUseRefusal } from '../../http/in-use';

// ---- small sliders

export const listSliders = ({ deps }: HomepageDeps) => sliderRows(deps.db);

export async function sliderByPlace({ deps }: HomepageDeps, placeNumber: number): Promise<StaffSlider> {
  const slider = await sliderAtPlace(deps.db, placeNumber);
  if (!slider) throw notFound('Slider');
  return slider;
}

async function requireProducts(db: Executor, ids: number[]): Promise<void> {
  const missing = await missingProducts(db, ids);
  if (missing.length) throw badRequest(`There is no product ${missing.join(', ')}`, { productIds: `unknown products: ${missing.join(', ')}` });
}

async function checkSlider(tx: Executor, body: SliderBody, exceptId?: number): Promise<void> {
  if (!(await categoryExists(tx, body.categoryId))) throw badRequest(`There is no category ${body.categoryId}`, { categoryId: 'must be an existing category' });
  await requireProducts(tx, body.productIds);
  if (await placeTaken(tx, body.placeNumber, exceptId)) {
    throw conflict('DUPLICATE', `Another slider is at place ${body.placeNumber}`, { placeNumber: 'already taken' });
  }
}

export async function addSlider({ deps }: HomepageDeps, userId: number, body: SliderBody): Promise<StaffSlider> {
  const now = deps.clock.now();
  const slider = await deps.db.transaction(async (tx) => {
    await checkSlider(tx, body);
    const id = await insertSliderRow(tx, body.placeNumber, body.categoryId);
    await setSliderProducts(tx, id, body.productIds);
    const after = (await sliderById(tx, id))!;
    await writeAudit(tx, { userId, action: 'CREATE', entity: 'homeSlider', entityId: id, before: null, after }, now);
    return after;
  });
  invalidateCatalogue();
  return slider;
}

export async function editSlider({ deps }: HomepageDeps, userId: number, id: number, body: SliderBody): Promise<StaffSlider> {
  const now = deps.clock.now();
  const slider = await deps.db.transaction(async (tx) => {
    if (!(await lockSlider(tx, id))) throw notFound('Slider');
    const before = (await sliderById(tx, id))!;
    await checkSlider(tx, body, id);
    await updateSliderRow(tx, id, body.placeNumber, body.categoryId);
    await setSliderProducts(tx, id, body.productIds);
    const after = (await sliderById(tx, id))!;
    await writeAudit(tx, { userId, action: 'UPDATE', entity: 'homeSlider', entityId: id, before, after }, now);
    return after;
  });
  invalidateCatalogue();
  return slider;
}

export async function deleteSlider({ deps }: HomepageDeps, userId: number, id: number): Promise<StaffSlider> {
  const now = deps.clock.now();
  const slider = await deps.db.transaction(async (tx) => {
    if (!(await lockSlider(tx, id))) throw notFound('Slider');
    const before = (await sliderById(tx, id))!;
    await deleteSliderRow(tx, id);
    await writeAudit(tx, { userId, action: 'DELETE', entity: 'homeSlider', entityId: id, before, after: null }, now);
    return before;
  });
  invalidateCatalogue();
  return slider;
}

/** Place numbers 1, 2, 3, ... in the order of `ids`, which must name every slider once. */
export async function reorderSliders({ deps }: HomepageDeps, userId: number, ids: number[]): Promise<StaffSlider[]> {
  const now = deps.clock.now();
  const list = await deps.db.transaction(async (tx) => {
    const current = await lockedSliderIds(tx);
    const asked = new Set(ids);
    if (current.length !== ids.length || current.some((id) => !asked.has(id))) {
      throw conflict('CONFLICT', 'The sliders were changed meanwhile: read them again', { ids: 'must name every slider once' });
    }
    await setSliderPlaces(tx, ids);
    await writeAudit(tx, { userId, action: 'REORDER', entity: 'homeSlider', entityId: ids[0]!, before: { order: current }, after: { order: ids } }, now);
    return sliderRows(tx);
  });
  invalidateCatalogue();
  return list;
}

// ---- looks

export const listLooks = ({ deps }: HomepageDeps) => lookRows(deps.db);

const nameOf = (name: string | null) => name?.trim().replace(/\s+/g, ' ') || null;
const picturesField = (images: string[]) => Object.fromEntries(images.map((url, index) => [`images.${index}`, url]));

async function checkLook(homepage: HomepageDeps, body: LookBody, current?: StaffLook): Promise<void> {
  await checkPictures(homepage, picturesField(body.images), new Set(current?.images ?? []));
  await requireProducts(homepage.deps.db, body.productIds);
}

export async function addLook(homepage: HomepageDeps, userId: number, body: LookBody): Promise<StaffLook> {
  const { deps } = homepage;
  await checkLook(homepage, body);
  const now = deps.clock.now();
  const look = await deps.db.transaction(async (tx) => {
    await requireProducts(tx, body.productIds);
    const id = await insertLookRow(tx, nameOf(body.nameUZB), nameOf(body.nameRUS));
    await setLookContents(tx, id, body.images, body.productIds);
    const after = (await lookById(tx, id))!;
    await writeAudit(tx, { userId, action: 'CREATE', entity: 'look', entityId: id, before: null, after }, now);
    return after;
  });
  invalidateCatalogue();
  return look;
}

export async function editLook(homepage: HomepageDeps, userId: number, id: number, body: LookBody): Promise<StaffLook> {
  const { deps } = homepage;
  const current = await lookById(deps.db, id);
  if (!current) throw notFound('Look');
  await checkLook(homepage, body, current);
  const now = deps.clock.now();
  const { before, after } = await deps.db.transaction(async (tx) => {
    if (!(await lockLook(tx, id))) throw notFound('Look');
    const locked = (await lookById(tx, id))!;
    await requireProducts(tx, body.productIds);
    await renameLookRow(tx, id, nameOf(body.nameUZB), nameOf(body.nameRUS));
    await setLookContents(tx, id, body.images, body.productIds);
    const changed = (await lookById(tx, id))!;
    await writeAudit(tx, { userId, action: 'UPDATE', entity: 'look', entityId: id, before: locked, after: changed }, now);
    return { before: locked, after: changed };
  });
  invalidateCatalogue();
  await removeUnusedPictures(homepage, before.images.filter((url) => !after.images.includes(url)));
  return after;
}

/** Deletes a look no banner opens (409 IN_USE with the count otherwise: point those banners elsewhere first). */
export async function deleteLook(homepage: HomepageDeps, userId: number, id: number): Promise<StaffLook> {
  const { deps } = homepage;
  const now = deps.clock.now();
  const look = await deps.db.transaction(async (tx) => {
    if (!(await lockLook(tx, id))) throw notFound('Look');
    const before = (await lookById(tx, id))!;
    const [opened] = await tx.select({ total: count() }).from(banners).where(and(eq(banners.targetType, 'look'), eq(banners.targetId, id)));
    const bannerCount = Number(opened?.total ?? 0);
    if (bannerCount > 0) throw new InUseRefusal(`${bannerCount} banner(s) open this look; point them elsewhere first`, { banners: bannerCount });
    await deleteLookRow(tx, id);
    await writeAudit(tx, { userId, action: 'DELETE', entity: 'look', entityId: id, before, after: null }, now);
    return before;
  });
  invalidateCatalogue();
  await removeUnusedPictures(homepage, look.images);
  return look;
}

export async function reorderLooks({ deps }: HomepageDeps, userId: number, ids: number[]): Promise<StaffLook[]> {
  const now = deps.clock.now();
  const list = await deps.db.transaction(async (tx) => {
    const current = await lockedLookIds(tx);
    const asked = new Set(ids);
    if (current.length !== ids.length || current.some((id) => !asked.has(id))) {
      throw conflict('CONFLICT', 'The looks were changed meanwhile: read them again', { ids: 'must name every look once' });
    }
    await setLookPositions(tx, ids);
    await writeAudit(tx, { userId, action: 'REORDER', entity: 'look', entityId: ids[0]!, before: { order: current }, after: { order: ids } }, now);
    return lookRows(tx);
  });
  invalidateCatalogue();
  return list;
}
