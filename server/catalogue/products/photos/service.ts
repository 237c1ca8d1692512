import { invalidateCatalogue } from '../../cache';
import type { AppDeps } from '../../../deps';
import { badRequest, conflict, notFound } from '../../../errors';
import type { ProcessedPhoto } from '../../../media/images/process';
import type { ImageStore } from '../../../media/images/store';
import { PHOTO_URL_PREFIX, fallbackVariant, photoKeyOf, photoKeysOfImage, photoUrl, storedPhoto } from '../../../media/photos/photo-urls';
import type { CategoryPictures, PictureOrientation, ProductPhoto } from '../../../../contract/photos';
import { MAX_PHOTOS_PER_PRODUCT } from '../../../../contract/limits';
import { writeAudit } from '../../../staff/audit';
import type { Executor } from '../../../db/client';
import type { PictureNames } from '../../../media/store/orphan-sweep';
import { everyNamedPicture, picturesNamed } from './picture-queries';
import type { CatalogueHolders } from '../../holders';
import {
  categoryExists,
  deletePhotoRow,
  insertPhotoLast,
  lockCategoryPictures,
  lockProductRow,
  photoById,
  photoCount,
  photosOf,
  productExists,
  setCategoryPicture,
  setPhotoOrder,
} from './queries';

/**
 * Which of these addresses a product photo, its srcset or a category picture shows: the home page's editors remove a
 * file only when neither this nor a banner or look does, whichever section uploaded it.
 */
export function picturesInCatalogue(db: Executor, urls: string[]): Promise<Set<string>> {
  return picturesNamed(db, urls);
}

/** Which of these addresses any row shows, the catalogue's or another domain's (`holders`). */
async function picturesInUse(db: Executor, holders: CatalogueHolders, urls: string[]): Promise<Set<string>> {
  const [inCatalogue, outside] = await Promise.all([picturesNamed(db, urls), holders.picturesShownOutside(db, urls)]);
  return new Set([...inCatalogue, ...outside]);
}

/**
 * What the sweep of unnamed pictures (server/media/store/orphan-sweep.ts) asks of the rows: every photo key they name
 * (products' fallbacks and srcsets, categories, and the banners and looks `holders` answers for), and again for one
 * key just before it is deleted.
 */
export function pictureNames(db: Executor, holders: CatalogueHolders): PictureNames {
  return {
    all: async () => {
      const [inCatalogue, outside] = await Promise.all([everyNamedPicture(db), holders.everyPictureShownOutside(db)]);
      return new Set([...inCatalogue, ...outside.map((url) => ({ url }))].flatMap(photoKeysOfImage));
    },
    named: async (key) => (await picturesInUse(db, holders, [photoUrl(key)])).size > 0,
  };
}

/** What the photo routes work with: the app's dependencies, the store the photo files go to, and who else shows pictures. */
export interface PhotoDeps {
  deps: AppDeps;
  store: ImageStore;
  holders: CatalogueHolders;
}

const tooMany = () => conflict('CONFLICT', `A colour keeps at most ${MAX_PHOTOS_PER_PRODUCT} photos: delete one first`);

export async function listProductPhotos({ deps }: PhotoDeps, productId: number): Promise<ProductPhoto[]> {
  if (!(await productExists(deps.db, productId))) throw notFound('Product');
  return photosOf(deps.db, productId);
}

/**
 * The files of `urls`' photos that no picture row shows any more, removed from the store. A failure only leaves
 * a file behind (logged by the caller), never a row without its files.
 */
async function removeUnused({ deps, store, holders }: PhotoDeps, images: Array<{ url: string; srcset?: { avif: string; webp: string } }>): Promise<void> {
  const inUse = await picturesInUse(deps.db, holders, images.map((image) => image.url));
  const keys = images.filter((image) => !inUse.has(image.url)).flatMap(photoKeysOfImage);
  // The same bytes make the same file: a banner or a look may show one of this photo's wider files.
  const shown = await picturesInUse(deps.db, holders, keys.map((key) => `${PHOTO_URL_PREFIX}${key}`));
  await Promise.all(keys.filter((key) => !shown.has(`${PHOTO_URL_PREFIX}${key}`)).map((key) => store.delete(key)));
}

/**
 * Writes the files, then runs `record` (the rows and audit in one transaction). Should the transaction fail, the
 * files it would have shown are removed again unless another row already shows the same photo: no orphan files.
 */
async function storeThenRecord<T>(photoDeps: PhotoDeps, files: ProcessedPhoto['variants'], image: { url: string; srcset?: { avif: string; webp: string } }, record: () => Promise<T>): Promise<T> {
  await Promise.all(files.map((file) => photoDeps.store.put(file.key, file.data)));
  try {
    return await record();
  } catch (error) {
    await removeUnused(photoDeps, [image]);
    throw error;
  }
}

/** Checks, processes and appends one photo to the product's gallery; answers the product's photos in order. */
export async function addProductPhoto(photoDeps: PhotoDeps, userId: number, productId: number, bytes: Buffer): Promise<ProductPhoto[]> {
  const { deps } = photoDeps;
  // Refusals that need no decoding come before the slow work.
  if (!(await productExists(deps.db, productId))) throw notFound('Product');
  if ((await photoCount(deps.db, productId)) >= MAX_PHOTOS_PER_PRODUCT) throw tooMany();
  const processed = await deps.processPhoto(bytes);
  const image = storedPhoto(processed);
  const now = deps.clock.now();
  const photos = await storeThenRecord(photoDeps, processed.variants, image, () =>
    deps.db.transaction(async (tx) => {
      if (!(await lockProductRow(tx, productId))) throw notFound('Product');
      if ((await photoCount(tx, productId)) >= MAX_PHOTOS_PER_PRODUCT) throw tooMany();
      const before = await photosOf(tx, productId);
      const id = await insertPhotoLast(tx, productId, image);
      const after = await photosOf(tx, productId);
      await writeAudit(tx, { userId, action: 'ADD_PHOTO', entity: 'product', entityId: productId, before: { photos: before }, after: { photos: after, added: id, source: processed.source } }, now);
      return after;
    }),
  );
  invalidateCatalogue();
  return photos;
}

/** The product's photos in the order of `imageIds`, which must name each of its photos once. */
export async function reorderProductPhotos({ deps }: PhotoDeps, userId: number, productId: number, imageIds: number[]): Promise<ProductPhoto[]> {
  const now = deps.clock.now();
  const photos = await deps.db.transaction(async (tx) => {
    if (!(await lockProductRow(tx, productId))) throw notFound('Product');
    const before = await photosOf(tx, productId);
    const current = before.map((photo) => photo.id).sort((a, b) => a - b);
    const asked = [...imageIds].sort((a, b) => a - b);
    if (current.length !== asked.length || current.some((id, index) => id !== asked[index])) {
      throw badRequest("The order must name each of the product's photos once", { imageIds: `must be exactly these ids in some order: ${current.join(', ')}` });
    }
    await setPhotoOrder(tx, productId, imageIds);
    const after = await photosOf(tx, productId);
    await writeAudit(tx, { userId, action: 'REORDER_PHOTOS', entity: 'product', entityId: productId, before: { order: before.map((photo) => photo.id) }, after: { order: imageIds } }, now);
    return after;
  });
  invalidateCatalogue();
  return photos;
}

/** Removes one photo (by its image id); its files go too unless another row shows the same photo. */
export async function deleteProductPhoto(photoDeps: PhotoDeps, userId: number, imageId: number): Promise<ProductPhoto[]> {
  const { deps } = photoDeps;
  const found = await photoById(deps.db, imageId);
  if (!found) throw notFound('Photo');
  const now = deps.clock.now();
  const { removed, photos } = await deps.db.transaction(async (tx) => {
    if (!(await lockProductRow(tx, found.productId))) throw notFound('Photo');
    const before = await photosOf(tx, found.productId);
    const photo = before.find((candidate) => candidate.id === imageId);
    if (!photo) throw notFound('Photo');
    await deletePhotoRow(tx, imageId);
    const after = before.filter((candidate) => candidate.id !== imageId);
    await setPhotoOrder(tx, found.productId, after.map((candidate) => candidate.id));
    await writeAudit(tx, { userId, action: 'DELETE_PHOTO', entity: 'product', entityId: found.productId, before: { photos: before }, after: { photos: after, deleted: photo } }, now);
    return { removed: photo, photos: after };
  });
  invalidateCatalogue();
  // The row is gone either way; a file the store failed to remove costs only disk.
  await removeUnused(photoDeps, [removed]).catch(() => undefined);
  return photos;
}

/**
 * A category's vertical or horizontal picture from an upload: the same checks, one WebP of at most 800 px (the
 * column holds one address); the replaced upload's file goes unless something else shows it.
 */
export async function changeCategoryPicture(photoDeps: PhotoDeps, userId: number, categoryId: number, orientation: PictureOrientation, bytes: Buffer): Promise<CategoryPictures> {
  const { deps } = photoDeps;
  if (!(await categoryExists(deps.db, categoryId))) throw notFound('Category');
  const processed = await deps.processPhoto(bytes);
  const file = fallbackVariant(processed);
  const url = photoUrl(file.key);
  const now = deps.clock.now();
  const { before, after } = await storeThenRecord(photoDeps, [file], { url }, () =>
    deps.db.transaction(async (tx) => {
      const locked = await lockCategoryPictures(tx, categoryId);
      if (!locked) throw notFound('Category');
      await setCategoryPicture(tx, categoryId, orientation, url);
      const changed: CategoryPictures = { ...locked, [orientation === 'vertical' ? 'verticalImage' : 'horizontalImage']: url };
      await writeAudit(tx, { userId, action: 'CHANGE_PICTURE', entity: 'category', entityId: categoryId, before: locked, after: { ...changed, orientation } }, now);
      return { before: locked, after: changed };
    }),
  );
  invalidateCatalogue();
  const replaced = orientation === 'vertical' ? before.verticalImage : before.horizontalImage;
  if (replaced && replaced !== url && photoKeyOf(replaced)) await removeUnused(photoDeps, [{ url: replaced }]).catch(() => undefined);
  return after;
}
