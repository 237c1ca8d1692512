import { invalidateCatalogue } from '../../catalogue/cache';
import { badRequest, conflict, notFound } from '../../errors';
import type { BannerBody, StaffBanner } from '../../../contract/homepage';
import { writeAudit } from '../../staff/audit';
import { checkPictures, removeUnusedPictures, type HomepageDeps } from './pictures';
import {
  allBanners,
  bannerById,
  deleteBannerRow,
  insertBannerRow,
  lockedBannerIds,
  setBannerPositions,
  targetExists,
  updateBannerRow,
  type BannerValues,
} from './queries';

export const listBanners = ({ deps }: HomepageDeps) => allBanners(deps.db, deps.clock.now());

const picturesOf = (banner: Pick<StaffBanner, 'desktopImage' | 'mobileImage' | 'desktopImageRUS' | 'mobileImageRUS'>) => [
  banner.desktopImage,
  banner.mobileImage,
  banner.desktopImageRUS,
  banner.mobileImageRUS,
];

/** The body checked: its dates in order, its target there, its pictures ours (or the banner's own already). */
async function valuesOf(homepage: HomepageDeps, body: BannerBody, current?: StaffBanner): Promise<BannerValues> {
  const startsAt = body.startsAt ? new Date(body.startsAt) : null;
  const endsAt = body.endsAt ? new Date(body.endsAt) : null;
  if (startsAt && endsAt && endsAt <= startsAt) throw badRequest('The banner must end after it starts', { endsAt: 'must be after startsAt' });
  if (!(await targetExists(homepage.deps.db, body.targetType, body.targetId))) {
    throw badRequest(`There is no ${body.targetType} ${body.targetId}`, { targetId: `must be an existing ${body.targetType}` });
  }
  const values: BannerValues = {
    desktopImage: body.desktopImage,
    mobileImage: body.mobileImage,
    desktopImageRUS: body.desktopImageRUS ?? null,
    mobileImageRUS: body.mobileImageRUS ?? null,
    targetType: body.targetType,
    targetId: body.targetId,
    active: body.active ?? true,
    startsAt,
    endsAt,
  };
  const own = new Set(current ? picturesOf(current).filter((url): url is string => url !== null) : []);
  await checkPictures(homepage, { desktopImage: values.desktopImage, mobileImage: values.mobileImage, desktopImageRUS: values.desktopImageRUS, mobileImageRUS: values.mobileImageRUS }, own);
  return values;
}

export async function addBanner(homepage: HomepageDeps, userId: number, body: BannerBody): Promise<StaffBanner> {
  const { deps } = homepage;
  const values = await valuesOf(homepage, body);
  const now = deps.clock.now();
  const banner = await deps.db.transaction(async (tx) => {
    const id = await insertBannerRow(tx, values);
    const after = (await bannerById(tx, id, now))!;
    await writeAudit(tx, { userId, action: 'CREATE', entity: 'banner', entityId: id, before: null, after }, now);
    return after;
  });
  invalidateCatalogue();
  return banner;
}

export async function editBanner(homepage: HomepageDeps, userId: number, id: number, body: BannerBody): Promise<StaffBanner> {
  const { deps } = homepage;
  const current = await bannerById(deps.db, id, deps.clock.now());
  if (!current) throw notFound('Banner');
  const values = await valuesOf(homepage, body, current);
  const now = deps.clock.now();
  const { before, after } = await deps.db.transaction(async (tx) => {
    const locked = await bannerById(tx, id, now, true);
    if (!locked) throw notFound('Banner');
    await updateBannerRow(tx, id, values);
    const changed = (await bannerById(tx, id, now))!;
    await writeAudit(tx, { userId, action: 'UPDATE', entity: 'banner', entityId: id, before: locked, after: changed }, now);
    return { before: locked, after: changed };
  });
  invalidateCatalogue();
  const kept = new Set(picturesOf(after));
  await removeUnusedPictures(homepage, picturesOf(before).filter((url) => !kept.has(url)));
  return after;
}

export async function deleteBanner(homepage: HomepageDeps, userId: number, id: number): Promise<StaffBanner> {
  const { deps } = homepage;
  const now = deps.clock.now();
  const banner = await deps.db.transaction(async (tx) => {
    const before = await bannerById(tx, id, now, true);
    if (!before) throw notFound('Banner');
    await deleteBannerRow(tx, id);
    await writeAudit(tx, { userId, action: 'DELETE', entity: 'banner', entityId: id, before, after: null }, now);
    return before;
  });
  invalidateCatalogue();
  await removeUnusedPictures(homepage, picturesOf(banner));
  return banner;
}

/** The banners in the order of `ids`, which must name every banner once (409 when someone changed them meanwhile). */
export async function reorderBanners({ deps }: HomepageDeps, userId: number, ids: number[]): Promise<StaffBanner[]> {
  const now = deps.clock.now();
  const list = await deps.db.transaction(async (tx) => {
    const current = await lockedBannerIds(tx);
    const asked = new Set(ids);
    if (current.length !== ids.length || current.some((id) => !asked.has(id))) {
      throw conflict('CONFLICT', 'The banners were changed meanwhile: read them again', { ids: 'must name every banner once' });
    }
    await setBannerPositions(tx, ids);
    await writeAudit(tx, { userId, action: 'REORDER', entity: 'banner', entityId: ids[0]!, before: { order: current }, after: { order: ids } }, now);
    return allBanners(tx, now);
  });
  invalidateCatalogue();
  return list;
}
