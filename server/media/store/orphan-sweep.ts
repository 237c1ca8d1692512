import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { App } from '../../http/app-type';
import { PRODUCT_PHOTO_PREFIX } from '../images/photo-store';
import { isImageKey } from '../images/store';
import type { MediaStore } from './media-store';

/*
 * An upload writes its files first and then the row that names them (products/photos/service.ts), and a banner's or
 * look's picture is stored when it is uploaded and named only when its form is saved. A server killed in between,
 * a failed delete, or a form never saved leaves files no row names; nothing else would ever remove them.
 */

/**
 * How long an unnamed picture is left alone: an upload in flight, or one waiting for its banner or look form to be
 * saved, is named within minutes; a day leaves a staff member's evening away from an open form room to spare.
 */
export const UNNAMED_PICTURE_GRACE_MS = 24 * 60 * 60_000;
/** How often a running server sweeps (and once at start): orphans are rare, and each sweep lists every photo. */
const PICTURE_SWEEP_INTERVAL_MS = 6 * 60 * 60_000;

/** What the sweep asks of the rows (server/home/editing/pictures.ts answers): which photo keys they name. */
export interface PictureNames {
  /** Every photo key (`ab/ab12...ef.webp`, as photo addresses end) some row names now. */
  all(): Promise<Set<string>>;
  /** Whether some row names this key now: asked again just before the key is deleted. */
  named(key: string): Promise<boolean>;
}

/**
 * Deletes the stored photos (products/ of the media store: product, category, banner and look pictures) that no row
 * names and that were last written more than `graceMs` before `now`, the store's own clock (file times, the
 * database's, the bucket's). Each is asked about once more just before it goes, so a row saved since the names were
 * read keeps its picture; and an upload of the same bytes writes the key again, which makes it young. Answers how
 * many it deleted.
 */
export async function sweepUnnamedPictures(deps: { media: MediaStore; names: PictureNames }, now: Date, graceMs = UNNAMED_PICTURE_GRACE_MS): Promise<number> {
  const before = new Date(now.getTime() - graceMs);
  let named: Set<string> | undefined;
  let deleted = 0;
  for await (const keys of deps.media.list(PRODUCT_PHOTO_PREFIX, before)) {
    // Read once the first old file is found, after it was written: a shop with none never reads its picture rows.
    named ??= await deps.names.all();
    for (const key of keys) {
      const photoKey = key.slice(PRODUCT_PHOTO_PREFIX.length);
      if (!isImageKey(photoKey) || named.has(photoKey) || (await deps.names.named(photoKey))) continue;
      await deps.media.delete(key);
      deleted += 1;
    }
  }
  return deleted;
}

/**
 * Sweeps from ready until close, at start and every PICTURE_SWEEP_INTERVAL_MS; sweeps never overlap, a failed one is
 * logged and tried again next time, and close waits for one in progress. The server's entry point registers it;
 * buildApp does not, so tests sweep only when they call sweepUnnamedPictures.
 */
export function registerPictureSweep(app: App, deps: { media: MediaStore; names: PictureNames; clock: Clock }, intervalMs = PICTURE_SWEEP_INTERVAL_MS): void {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const sweep = (log: FastifyBaseLogger) => {
    if (running) return;
    running = sweepUnnamedPictures(deps, deps.clock.now())
      .then((count) => {
        if (count > 0) log.info({ deleted: count }, 'deleted stored pictures no row has named for a day');
      })
      .catch((error: unknown) => log.error({ err: error }, 'the sweep of unnamed pictures failed'))
      .finally(() => {
        running = undefined;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => sweep(app.log), intervalMs);
    timer.unref();
    sweep(app.log);
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
