/*
 * Plain values both the server and the SPA need about pictures (no imports, so the storefront's bundle takes only
 * these few strings and numbers); the TypeBox shapes are in photos.ts.
 */

/** The most photos one colour keeps: a gallery staff can still order by hand. */
export const MAX_PHOTOS_PER_PRODUCT = 20;

export const PICTURE_ORIENTATIONS = ['vertical', 'horizontal'] as const;

/** The refusals of an upload the staff app explains in its own words (docs/api.md "Staff: pictures"). */
export const PHOTO_ERROR_CODES = [
  'PAYLOAD_TOO_LARGE',
  'NOT_AN_IMAGE',
  'HEIC_NOT_ACCEPTED',
  'CORRUPT',
  'TOO_MANY_PIXELS',
  'UNSUPPORTED_FORMAT',
  'SERVICE_UNAVAILABLE',
] as const;
export type PhotoErrorCode = (typeof PHOTO_ERROR_CODES)[number];

/**
 * The `sizes` of the storefront's product pictures: a card in the grids (2 columns on a phone, 3 from 600 px, 4 from
 * 900 px) and the product page's gallery (the screen's width on a phone, two a row in 7/12 of the page when wide).
 * Here because the
 * server's image preloads must name the same sizes as the page, or the browser fetches the picture twice.
 */
export const CARD_PICTURE_SIZES = '(min-width: 1400px) 330px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw';
export const GALLERY_PICTURE_SIZES = '(min-width: 1400px) 400px, (min-width: 900px) 30vw, 100vw';
/** The gallery's first picture when an odd number of them makes it take the whole row on a wide screen. */
export const GALLERY_WHOLE_ROW_SIZES = '(min-width: 1400px) 800px, (min-width: 900px) 58vw, 100vw';
/** Whether the product gallery shows its first picture across the whole row (ImageGallery's grid of two). */
export const galleryFirstSpansRow = (count: number): boolean => count > 1 && count % 2 === 1;
