import type { AppDeps } from '../../deps';
import { badRequest } from '../../errors';
import type { ImageStore } from '../../media/images/store';
import { fallbackVariant, photoKeyOf, photoUrl } from '../../media/photos/photo-urls';
import type { UploadedPicture } from '../../../contract/homepage';
import { picturesInCatalogue } from '../../catalogue/products/photos/service';
import { homePicturesNamed } from './picture-queries';

/** What the home page's routes work with: the app's dependencies and the store uploads go to. */
export interface HomepageDeps {
  deps: AppDeps;
  store: ImageStore;
}

/**
 * How wide a stored picture is at most: a wide banner fills a desktop screen (the carousel draws it 1600 x 600),
 * a phone banner or a look picture a phone's screen, where 800 px is sharp enough and a third of the bytes.
 */
export type PictureUse = 'desktop' | 'mobile' | 'look';
const WIDEST: Record<PictureUse, number> = { desktop: 1600, mobile: 800, look: 800 };

/**
 * Checks and processes an upload as product photos are (same refusals), and stores the one WebP its use needs. No
 * row names it yet: the banner or look naming its address in a save does; one never saved is swept a day later
 * (server/media/store/orphan-sweep.ts).
 */
export async function uploadHomePicture({ deps, store }: HomepageDeps, use: PictureUse, bytes: Buffer): Promise<UploadedPicture> {
  const processed = await deps.processPhoto(bytes);
  const webps = processed.variants.filter((variant) => variant.format === 'webp');
  const file = use === 'desktop' ? ([...webps].reverse().find((variant) => variant.width <= WIDEST.desktop) ?? fallbackVariant(processed)) : fallbackVariant(processed);
  await store.put(file.key, file.data);
  return { url: photoUrl(file.key) };
}

/**
 * Refuses (400 naming the field) an address that is neither one the row shows already nor a stored upload of
 * ours: a body cannot make the storefront show a picture from elsewhere or one that is not there.
 */
export async function checkPictures({ store }: HomepageDeps, pictures: Record<string, string | null | undefined>, current: Set<string>): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [field, url] of Object.entries(pictures)) {
    if (url === null || url === undefined || current.has(url)) continue;
    const key = photoKeyOf(url);
    if (!key || !(await store.exists(key))) fields[field] = 'must be an address uploadPicture answered';
  }
  if (Object.keys(fields).length) throw badRequest('A picture is not one uploaded here', fields);
}

/** The files of these addresses that no row shows any more, removed; a failure only leaves a file behind. */
export async function removeUnusedPictures({ deps, store }: HomepageDeps, urls: Array<string | null>): Promise<void> {
  const ours = [...new Set(urls.filter((url): url is string => url !== null && photoKeyOf(url) !== undefined))];
  if (ours.length === 0) return;
  try {
    // The same bytes make the same file: a product photo or a category may show one of these too.
    const [onHomePage, inCatalogue] = await Promise.all([homePicturesNamed(deps.db, ours), picturesInCatalogue(deps.db, ours)]);
    await Promise.all(ours.filter((url) => !onHomePage.has(url) && !inCatalogue.has(url)).map((url) => store.delete(photoKeyOf(url)!)));
  } catch {
    // The rows are right either way; a file left behind costs only disk.
  }
}
