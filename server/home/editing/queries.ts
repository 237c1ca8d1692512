import { and, asc, eq, inArray, max, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { categories, products } from '../../db/schema/catalogue';
import { banners, looks } from '../../db/schema/home';
import { qualified } from '../../db/sql';
import type { HomeProduct, StaffBanner } from '../../../contract/homepage';
import type { BannerTargetType } from '../../../contract/limits';

/** The reads and writes behind the staff's banners, and what the sliders and looks share; writes name their columns. */

/** Whether the row a banner opens exists. */
export async function targetExists(db: Executor, type: BannerTargetType, id: number): Promise<boolean> {
  const table = type === 'category' ? categories : type === 'look' ? looks : products;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return row !== undefined;
}

const targetNameSql = sql<{ uz: string; ru: string } | null>`(case ${qualified(banners.targetType)}
  when 'category' then (select json_build_object('uz', c.name_uzb, 'ru', c.name_rus) from categories c where c.id = ${qualified(banners.targetId)})
  when 'product' then (select json_build_object('uz', p.name_uzb, 'ru', p.name_rus) from products p where p.id = ${qualified(banners.targetId)})
  when 'look' then (select json_build_object('uz', coalesce(l.name_uzb, '#' || l.id), 'ru', coalesce(l.name_rus, '#' || l.id)) from looks l where l.id = ${qualified(banners.targetId)})
end)`;

const bannerColumns = {
  id: banners.id,
  desktopImage: banners.desktopImage,
  mobileImage: banners.mobileImage,
  desktopImageRUS: banners.desktopImageRUS,
  mobileImageRUS: banners.mobileImageRUS,
  targetType: banners.targetType,
  targetId: banners.targetId,
  targetName: targetNameSql,
  position: banners.position,
  active: banners.active,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
  createdAt: banners.createdAt,
};

type BannerRow = Omit<StaffBanner, 'startsAt' | 'endsAt' | 'createdAt' | 'live'> & { startsAt: Date | null; endsAt: Date | null; createdAt: Date };

/** Whether the storefront shows a banner at `now`: active, started, not ended. */
export const isLive = (row: Pick<BannerRow, 'active' | 'startsAt' | 'endsAt'>, now: Date) =>
  row.active && (row.startsAt === null || row.startsAt <= now) && (row.endsAt === null || row.endsAt > now);

const asStaffBanner = (row: BannerRow, now: Date): StaffBanner => ({
  ...row,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  live: isLive(row, now),
});

/** Every banner by position (then id), live or not. */
export async function allBanners(db: Executor, now: Date): Promise<StaffBanner[]> {
  const rows = await db.select(bannerColumns).from(banners).orderBy(asc(banners.position), asc(banners.id));
  return rows.map((row) => asStaffBanner(row, now));
}

/** One banner; `lock` holds its row until the transaction ends, so two staff changing it take turns. */
export async function bannerById(db: Executor, id: number, now: Date, lock = false): Promise<StaffBanner | undefined> {
  const query = db.select(bannerColumns).from(banners).where(eq(banners.id, id));
  const [row] = lock ? await query.for('update', { of: banners }) : await query;
  return row && asStaffBanner(row, now);
}

export interface BannerValues {
  desktopImage: string;
  mobileImage: string;
  desktopImageRUS: string | null;
  mobileImageRUS: string | null;
  targetType: BannerTargetType;
  targetId: number;
  active: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** A new banner after the last one. */
export async function insertBannerRow(tx: Executor, values: BannerValues): Promise<number> {
  const [last] = await tx.select({ position: max(banners.position) }).from(banners);
  const position = last?.position === null || last?.position === undefined ? 1 : last.position + 1;
  const [row] = await tx
    .insert(banners)
    .values({
      desktopImage: values.desktopImage,
      mobileImage: values.mobileImage,
      desktopImageRUS: values.desktopImageRUS,
      mobileImageRUS: values.mobileImageRUS,
      targetType: values.targetType,
      targetId: values.targetId,
      active: values.active,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
      position,
    })
    .returning({ id: banners.id });
  return row!.id;
}

export async function updateBannerRow(tx: Executor, id: number, values: BannerValues): Promise<void> {
  await tx
    .update(banners)
    .set({
      desktopImage: values.desktopImage,
      mobileImage: values.mobileImage,
      desktopImageRUS: values.desktopImageRUS,
      mobileImageRUS: values.mobileImageRUS,
      targetType: values.targetType,
      targetId: values.targetId,
      active: values.active,
      startsAt: values.startsAt,
      endsAt: values.endsAt,
    })
    .where(eq(banners.id, id));
}

export async function deleteBannerRow(tx: Executor, id: number): Promise<void> {
  await tx.delete(banners).where(eq(banners.id, id));
}

/** Every banner's id, locked, so a reorder sees the whole list as it is. */
export async function lockedBannerIds(tx: Executor): Promise<number[]> {
  const rows = await tx.select({ id: banners.id }).from(banners).orderBy(asc(banners.position), asc(banners.id)).for('update');
  return rows.map((row) => row.id);
}

/** Positions 1, 2, 3, ... in the order of `ids`. */
export async function setBannerPositions(tx: Executor, ids: number[]): Promise<void> {
  for (const [index, id] of ids.entries()) {
    await tx.update(banners).set({ position: index + 1 }).where(and(eq(banners.id, id), ne(banners.position, index + 1)));
  }
}

/** The products with these ids as the staff's lists show them, in the order of `ids` (unknown ids left out). */
export async function homeProducts(db: Executor, ids: number[]): Promise<HomeProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: products.id,
      referenceNumber: products.referenceNumber,
      nameUZB: products.nameUZB,
      nameRUS: products.nameRUS,
      active: products.active,
      image: sql<string | null>`(select i.url from product_images i where i.product_id = ${qualified(products.id)} order by i.position, i.id limit 1)`,
    })
    .from(products)
    .where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Which of these product ids name no product. */
export async function missingProducts(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: products.id }).from(products).where(inArray(products.id, ids));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}
