import { and, asc, eq, max, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categoryNamesByIds, knownCategoryIds } from '../../catalogue/service';
import { homeSliderProducts, homeSliders, lookImages, lookProducts, looks } from '../../db/schema/home';
import { qualified } from '../../db/sql';
import type { StaffLook, StaffSlider } from '../../../contract/homepage';
import { homeProducts } from './queries';

/** The reads and writes behind the staff's small sliders and looks; writes name their columns. */

// ---- sliders

/** Sliders by place number (then id), each with its chosen products in order; `where` narrows them. */
export async function sliderRows(db: Executor, where?: SQL): Promise<StaffSlider[]> {
  const rows = await db
    .select({
      id: homeSliders.id,
      placeNumber: homeSliders.placeNumber,
      categoryId: homeSliders.categoryId,
      productIds: sql<number[]>`coalesce((select json_agg(sp.product_id order by sp.position, sp.product_id)
        from home_slider_products sp where sp.slider_id = ${qualified(homeSliders.id)}), '[]'::json)`,
    })
    .from(homeSliders)
    .where(where)
    .orderBy(asc(homeSliders.placeNumber), asc(homeSliders.id));
  const [cards, categories] = await Promise.all([
    homeProducts(db, [...new Set(rows.flatMap((row) => row.productIds))]),
    categoryNamesByIds(db, [...new Set(rows.map((row) => row.categoryId))]),
  ]);
  const byId = new Map(cards.map((card) => [card.id, card]));
  // A slider's category always exists (a foreign key); one that did not would leave the list, as the join did.
  return rows.flatMap(({ id, placeNumber, categoryId, productIds }) => {
    const category = categories.get(categoryId);
    return category ? [{ id, placeNumber, category, products: productIds.flatMap((productId) => byId.get(productId) ?? []) }] : [];
  });
}

export const sliderById = async (db: Executor, id: number) => (await sliderRows(db, eq(homeSliders.id, id)))[0];
export const sliderAtPlace = async (db: Executor, placeNumber: number) => (await sliderRows(db, eq(homeSliders.placeNumber, placeNumber)))[0];

/** The slider's row locked until the transaction ends; false when there is none. */
export async function lockSlider(tx: Executor, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: homeSliders.id }).from(homeSliders).where(eq(homeSliders.id, id)).for('update');
  return row !== undefined;
}

/** Whether another slider holds this place. */
export async function placeTaken(db: Executor, placeNumber: number, exceptId?: number): Promise<boolean> {
  const samePlace = eq(homeSliders.placeNumber, placeNumber);
  const [row] = await db
    .select({ id: homeSliders.id })
    .from(homeSliders)
    .where(exceptId === undefined ? samePlace : and(samePlace, ne(homeSliders.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  return (await knownCategoryIds(db, [id])).length > 0;
}

export async function insertSliderRow(tx: Executor, placeNumber: number, categoryId: number): Promise<number> {
  const [row] = await tx.insert(homeSliders).values({ placeNumber, categoryId }).returning({ id: homeSliders.id });
  return row!.id;
}

export async function updateSliderRow(tx: Executor, id: number, placeNumber: number, categoryId: number): Promise<void> {
  await tx.update(homeSliders).set({ placeNumber, categoryId }).where(eq(homeSliders.id, id));
}

/** The slider's products become exactly `productIds`, in that order. */
export async function setSliderProducts(tx: Executor, sliderId: number, productIds: number[]): Promise<void> {
  await tx.delete(homeSliderProducts).where(eq(homeSliderProducts.sliderId, sliderId));
  if (productIds.length) {
    await tx.insert(homeSliderProducts).values(productIds.map((productId, position) => ({ sliderId, productId, position })));
  }
}

/** Deletes the slider; its product list goes with it (ON DELETE CASCADE). */
export async function deleteSliderRow(tx: Executor, id: number): Promise<void> {
  await tx.delete(homeSliders).where(eq(homeSliders.id, id));
}

export async function lockedSliderIds(tx: Executor): Promise<number[]> {
  const rows = await tx.select({ id: homeSliders.id }).from(homeSliders).orderBy(asc(homeSliders.placeNumber), asc(homeSliders.id)).for('update');
  return rows.map((row) => row.id);
}

export async function setSliderPlaces(tx: Executor, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await tx.update(homeSliders).set({ placeNumber: index + 1 }).where(and(eq(homeSliders.id, id), ne(homeSliders.placeNumber, index + 1)));
  }
}

// ---- looks

/** Looks by position (then id) with their pictures and products in order; `where` narrows them. */
export async function lookRows(db: Executor, where?: SQL): Promise<StaffLook[]> {
  const rows = await db
    .select({
      id: looks.id,
      nameUZB: looks.nameUZB,
      nameRUS: looks.nameRUS,
      position: looks.position,
      images: sql<string[]>`coalesce((select json_agg(i.url order by i.position, i.id) from look_images i where i.look_id = ${qualified(looks.id)}), '[]'::json)`,
      productIds: sql<number[]>`coalesce((select json_agg(lp.product_id order by lp.position, lp.product_id)
        from look_products lp where lp.look_id = ${qualified(looks.id)}), '[]'::json)`,
    })
    .from(looks)
    .where(where)
    .orderBy(asc(looks.position), asc(looks.id));
  const cards = await homeProducts(db, [...new Set(rows.flatMap((row) => row.productIds))]);
  const byId = new Map(cards.map((card) => [card.id, card]));
  return rows.map(({ productIds, ...look }) => ({ ...look, products: productIds.flatMap((id) => byId.get(id) ?? []) }));
}

export const lookById = async (db: Executor, id: number) => (await lookRows(db, eq(looks.id, id)))[0];

export async function lockLook(tx: Executor, id: number): Promise<boolean> {
  const [row] = await tx.select({ id: looks.id }).from(looks).where(eq(looks.id, id)).for('update');
  return row !== undefined;
}

/** A new look after the last one. */
export async function insertLookRow(tx: Executor, nameUZB: string | null, nameRUS: string | null): Promise<number> {
  const [last] = await tx.select({ position: max(looks.position) }).from(looks);
  const position = last?.position === null || last?.position === undefined ? 1 : last.position + 1;
  const [row] = await tx.insert(looks).values({ nameUZB, nameRUS, position }).returning({ id: looks.id });
  return row!.id;
}

export async function renameLookRow(tx: Executor, id: number, nameUZB: string | null, nameRUS: string | null): Promise<void> {
  await tx.update(looks).set({ nameUZB, nameRUS }).where(eq(looks.id, id));
}

/** The look's pictures and products become exactly these, in this order. */
export async function setLookContents(tx: Executor, lookId: number, images: string[], productIds: number[]): Promise<void> {
  await tx.delete(lookImages).where(eq(lookImages.lookId, lookId));
  await tx.delete(lookProducts).where(eq(lookProducts.lookId, lookId));
  if (images.length) await tx.insert(lookImages).values(images.map((url, position) => ({ lookId, url, position })));
  if (productIds.length) await tx.insert(lookProducts).values(productIds.map((productId, position) => ({ lookId, productId, position })));
}

/** Deletes the look; its pictures and products go with it (ON DELETE CASCADE). */
export async function deleteLookRow(tx: Executor, id: number): Promise<void> {
  await tx.delete(looks).where(eq(looks.id, id));
}

export async function lockedLookIds(tx: Executor): Promise<number[]> {
  const rows = await tx.select({ id: looks.id }).from(looks).orderBy(asc(looks.position), asc(looks.id)).for('update');
  return rows.map((row) => row.id);
}

export async function setLookPositions(tx: Executor, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await tx.update(looks).set({ position: index + 1 }).where(and(eq(looks.id, id), ne(looks.position, index + 1)));
  }
}
