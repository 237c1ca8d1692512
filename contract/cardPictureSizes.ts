/*
 * The `sizes` of a product card's picture in the storefront's grids, a plain value like contract/limits.ts (which
 * re-exports it for the server). A module of its own because webpack keeps one copy of a module with every export any
 * page uses: the home page's cards taking it from limits.ts carried all of limits.ts in the shop's first load.
 */

/**
 * A card in the grids: 2 columns on a phone, 3 from 600 px, 4 from 900 px. Shared because the server's image
 * preloads must name the same sizes as the page, or the browser fetches the picture twice.
 */
export const CARD_PICTURE_SIZES = '(min-width: 1400px) 330px, (min-width: 900px) 25vw, (min-width: 600px) 33vw, 50vw';

/**
 * The home page's pictures as the storefront draws them: a banner's wide strip from 900 px, its portrait on a phone,
 * and a look's portrait. The staff's upload slots say these sizes (and keep their shape) so a picture fits uncropped.
 */
export const HOME_PICTURE_SIZES = {
  desktop: { width: 1600, height: 600 },
  mobile: { width: 720, height: 960 },
  look: { width: 720, height: 960 },
} as const;
