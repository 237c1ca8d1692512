import { and, asc, eq, max, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { findProducts, knownCategoryIds } from '../../catalogue/service';
import { productsByIds } from '../../catalogue/products/service';
import { banners, looks } from '../../db/schema/home';
import type { HomeProduct, StaffBanner } from '../../../contract/homepage';
import type { BannerTargetType } from '../../../contract/limits';
import { targetNames, type TargetName } from '../queries';

/** The reads and writes behind the staff's banners, and what the sliders and looks share; writes name their columns. */

/** Whether the row a banner opens exists: a look is home's, a category or a product the catalogue's. */
export async function targetExists(db: Executor, type: BannerTargetType, id: number): Promise<boolean> {
  if (type === 'category') return (await knownCategoryIds(db, [id])).length > 0;
  if (type === 'product') return (await findProducts(db, [id])).length > 0;
  const [row] = await db.select({ id: looks.id }).from(looks).where(eq(looks.id, id));
  return row !== undefined;
}

const bannerColumns = {
  id: banners.id,
  desktopImage: banners.desktopImage,
  mobileImage: banners.mobileImage,
  desktopImageRUS: banners.desktopImageRUS,
  mobileImageRUS: banners.mobileImageRUS,
  targetType: banners.targetType,
  targetId: banners.targetId,
  position: banners.position,
  active: banners.active,
  startsAt: banners.startsAt,
  endsAt: banners.endsAt,
  createdAt: banners.createdAt,
};

type BannerRow = Omit<StaffBanner, 'startsAt' | 'endsAt' | 'createdAt' | 'live' | 'targetName'> & { startsAt: Date | null; endsAt: Date | null; createdAt: Date };

/** Whether the storefront shows a banner at `now`: active, started, not ended. */
export const isLive = (row: Pick<BannerRow, 'active' | 'startsAt' | 'endsAt'>, now: Date) =>
  row.active && (row.startsAt === null || row.startsAt <= now) && (row.endsAt === null || row.endsAt > now);

const asStaffBanner = (row: BannerRow, names: Map<string, TargetName>, now: Date): StaffBanner => ({
  ...row,
  targetName: names.get(`${row.targetType}:${row.targetId}`) ?? null,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  live: isLive(row, now),
});

/** Every banner by position (then id), live or not. */
export async function allBanners(db: Executor, now: Date): Promise<StaffBanner[]> {
  const rows = await db.select(bannerColumns).from(banners).orderBy(asc(banners.position), asc(banners.id));
  const names = await targetNames(db, rows);
  return rows.map((row) => asStaffBanner(row, names, now));
}

/** One banner; `lock` holds its row until the transaction ends, so two staff changing it take turns. */
export async function bannerById(db: Executor, id: number, now: Date, lock = false): Promise<StaffBanner | undefined> {
  const query = db.select(bannerColumns).from(banners).where(eq(banners.id, id));
  const [row] = lock ? await query.for('update', { of: banners }) : await query;
  return row && asStaffBanner(row, await targetNames(db, [row]), now);
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
export function homeProducts(db: Executor, ids: number[]): Promise<HomeProduct[]> {
  return productsByIds(db, ids);
}

/** Which of these product ids name no product. */
export async function missingProducts(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = new Set((await findProducts(db, ids)).map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}
