import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { banners, homeSliders, lookProducts, looks } from '../db/schema/home';
import { qualified } from '../db/sql';
import { loadProductCards } from '../catalogue/products/cards';
import { categoryNamesByIds, findProducts } from '../catalogue/service';
import type { StaffBanner } from '../../contract/homepage';
import type { BannerTargetType } from '../../contract/limits';
import { newestShowableIn, showableAmong } from '../catalogue/products/service';

export const SLIDER_PRODUCTS = 12;

export type TargetName = StaffBanner['targetName'];

/**
 * The names of the rows these banners open, by "type:id" (null for a row that is gone): the looks' from home's
 * table (a look without a name by its number), the categories' and products' from the catalogue, one query each.
 */
export async function targetNames(db: Executor, targets: Array<{ targetType: BannerTargetType; targetId: number }>): Promise<Map<string, TargetName>> {
  const idsOf = (type: BannerTargetType) => [...new Set(targets.filter((target) => target.targetType === type).map((target) => target.targetId))];
  const [categoryNames, productRows, lookRows] = await Promise.all([
    categoryNamesByIds(db, idsOf('category')),
    idsOf('product').length ? findProducts(db, idsOf('product')) : Promise.resolve([]),
    idsOf('look').length ? db.select({ id: looks.id, nameUZB: looks.nameUZB, nameRUS: looks.nameRUS }).from(looks).where(inArray(looks.id, idsOf('look'))) : Promise.resolve([]),
  ]);
  const names = new Map<string, TargetName>();
  for (const [id, row] of categoryNames) names.set(`category:${id}`, { uz: row.nameUZB, ru: row.nameRUS });
  for (const row of productRows) names.set(`product:${row.id}`, { uz: row.nameUZB, ru: row.nameRUS });
  for (const row of lookRows) names.set(`look:${row.id}`, { uz: row.nameUZB ?? `#${row.id}`, ru: row.nameRUS ?? `#${row.id}` });
  return names;
}

/** The banners the storefront shows at `now`: active, started (or no start) and not ended (or no end), in order. */
export async function activeBanners(db: Executor, now: Date) {
  const rows = await db
    .select({
      id: banners.id,
      mobileImage: banners.mobileImage,
      desktopImage: banners.desktopImage,
      mobileImageRUS: banners.mobileImageRUS,
      desktopImageRUS: banners.desktopImageRUS,
      targetType: banners.targetType,
      targetId: banners.targetId,
    })
    .from(banners)
    .where(
      and(
        eq(banners.active, true),
        or(isNull(banners.startsAt), lte(banners.startsAt, now)),
        or(isNull(banners.endsAt), gt(banners.endsAt, now)),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.id));
  // The name of what each opens names its link for those who cannot see the words drawn in its picture.
  const names = await targetNames(db, rows);
  return rows.map(({ targetType, targetId, ...banner }) => ({
    ...banner,
    target: { type: targetType, id: targetId },
    targetName: names.get(`${targetType}:${targetId}`) ?? null,
  }));
}

/**
 * Each slider's products: the ones the staff chose, in their order, or else the newest of its category tree; either
 * way only active, in-stock ones (the catalogue answers which). Ids first, then every card in one query.
 */
export async function sliders(db: Executor, now: Date) {
  const rows = await db
    .select({
      placeNumber: homeSliders.placeNumber,
      categoryId: homeSliders.categoryId,
      chosenIds: sql<number[]>`coalesce((select json_agg(sp.product_id order by sp.position, sp.product_id)
        from home_slider_products sp where sp.slider_id = ${qualified(homeSliders.id)}), '[]'::json)`,
    })
    .from(homeSliders)
    .orderBy(asc(homeSliders.placeNumber), asc(homeSliders.id));
  const showable = await showableAmong(db, [...new Set(rows.flatMap((row) => row.chosenIds))]);
  const withIds = await Promise.all(
    rows.map(async ({ chosenIds, ...slider }) => ({
      ...slider,
      productIds: chosenIds.length > 0 ? chosenIds.filter((id) => showable.has(id)) : await newestShowableIn(db, slider.categoryId, SLIDER_PRODUCTS),
    })),
  );
  const [cards, categories] = await Promise.all([
    loadProductCards(db, [...new Set(withIds.flatMap((row) => row.productIds))], now),
    categoryNamesByIds(db, [...new Set(rows.map((row) => row.categoryId))]),
  ]);
  const byId = new Map(cards.map((card) => [card.id, card]));
  // A slider's category always exists (a foreign key); one that did not would leave the list, as a join would.
  return withIds.flatMap(({ placeNumber, categoryId, productIds }) => {
    const category = categories.get(categoryId);
    return category ? [{ placeNumber, category, products: productIds.flatMap((id) => byId.get(id) ?? []) }] : [];
  });
}

/** Looks by position with their images and product cards; `lookId` narrows to one. */
export async function lookCollection(db: Executor, now: Date, lookId?: number) {
  const rows = await db
    .select({
      id: looks.id,
      nameUZB: looks.nameUZB,
      nameRUS: looks.nameRUS,
      images: sql<Array<{ url: string }>>`coalesce((
        select json_agg(json_build_object('url', i.url) order by i.position, i.id)
        from look_images i where i.look_id = ${qualified(looks.id)}), '[]'::json)`,
      productIds: sql<number[]>`coalesce((
        select json_agg(lp.product_id order by lp.position, lp.product_id)
        from look_products lp where lp.look_id = ${qualified(looks.id)}), '[]'::json)`,
    })
    .from(looks)
    .where(lookId === undefined ? undefined : eq(looks.id, lookId))
    .orderBy(asc(looks.position), asc(looks.id));
  const cards = await loadProductCards(db, [...new Set(rows.flatMap((row) => row.productIds))], now);
  const byId = new Map(cards.map((card) => [card.id, card]));
  return rows.map(({ productIds, ...look }) => ({ ...look, products: productIds.flatMap((id) => byId.get(id) ?? []) }));
}

/** Whether a look shows the product or a banner leads to it. */
export async function productOnHomePage(db: Executor, productId: number): Promise<boolean> {
  const [inLooks, onBanners] = await Promise.all([
    db.select({ id: lookProducts.lookId }).from(lookProducts).where(eq(lookProducts.productId, productId)).limit(1),
    db.select({ id: banners.id }).from(banners).where(and(eq(banners.targetType, 'product'), eq(banners.targetId, productId))).limit(1),
  ]);
  return inLooks.length > 0 || onBanners.length > 0;
}

/** How many sliders show the category and banners lead to it. */
export async function categoryUsesOnHomePage(db: Executor, categoryId: number): Promise<{ sliders: number; banners: number }> {
  return {
    sliders: await db.$count(homeSliders, eq(homeSliders.categoryId, categoryId)),
    banners: await db.$count(banners, and(eq(banners.targetType, 'category'), eq(banners.targetId, categoryId))),
  };
}
