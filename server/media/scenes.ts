import { colorHex, flattenCategories, type ArtPiece } from './demo-catalogue';
import { BANNER_THEMES } from './banner-themes';
import { GARMENT_HEIGHT, GARMENT_WIDTH, garmentGroup, studioBackdrop } from './garment-art';
import type { GarmentKind } from './garment-kinds';
import type { OutfitPiece } from './look-outfits';
import { escapeXml, mix, num, svgDocument } from './svg';
import { LOOK_GARMENTS_MAX } from './urls';

/** Pictures composed of several garments: category covers, home banners and looks. */

interface Placement {
  x: number;
  y: number;
  scale: number;
}

/** A garment drawn in a colour given as #rrggbb. */
export interface DrawnGarment {
  kind: GarmentKind;
  hex: string;
}

/**
 * A garment with its canvas centre moved to (x, y) and scaled. Its kind and colour are written on it
 * (`data-garment`, `data-color`), so whoever checks a picture can read what it shows.
 */
function placedGarment(garment: DrawnGarment, at: Placement): string {
  const transform = `translate(${num(at.x)} ${num(at.y)}) scale(${num(at.scale)}) translate(${-GARMENT_WIDTH / 2} ${-GARMENT_HEIGHT / 2})`;
  return `<g transform="${transform}" data-garment="${garment.kind}" data-color="${garment.hex}">${garmentGroup(garment.kind, 'front', garment.hex)}</g>`;
}

const placed = (piece: ArtPiece | OutfitPiece, at: Placement) => placedGarment({ kind: piece.kind, hex: colorHex(piece.color) }, at);

/** Where one, two or three garments stand in a frame of this size. */
function arrangement(count: number, width: number, height: number): Placement[] {
  const fit = Math.min(width / GARMENT_WIDTH, height / GARMENT_HEIGHT);
  const centre = { x: width / 2, y: height / 2 };
  if (count <= 1) return [{ ...centre, scale: fit * 0.92 }];
  if (width > height * 1.4) {
    // A wide frame lines the garments up side by side, the first one largest.
    return Array.from({ length: count }, (_, i) => ({
      x: (width * (i + 1)) / (count + 1),
      y: centre.y + (i === 0 ? 0 : height * 0.06),
      scale: fit * (i === 0 ? 0.92 : 0.74),
    }));
  }
  if (count === 2) {
    return [
      { x: centre.x - width * 0.16, y: centre.y - height * 0.04, scale: fit * 0.78 },
      { x: centre.x + width * 0.17, y: centre.y + height * 0.1, scale: fit * 0.62 },
    ];
  }
  return [
    { x: centre.x - width * 0.2, y: centre.y - height * 0.1, scale: fit * 0.62 },
    { x: centre.x + width * 0.18, y: centre.y + height * 0.02, scale: fit * 0.62 },
    { x: centre.x - width * 0.14, y: centre.y + height * 0.28, scale: fit * 0.36 },
  ];
}

const CATEGORY_ART = new Map(flattenCategories().map((category) => [category.slug, category]));

export type Orientation = 'vertical' | 'horizontal';

export function categorySvg(slug: string, orientation: Orientation): string | undefined {
  const category = CATEGORY_ART.get(slug);
  if (!category) return undefined;
  const [width, height] = orientation === 'vertical' ? [600, 800] : [1200, 600];
  const mainHex = colorHex(category.art[0]?.color ?? 'beige');
  const ring = mix(mainHex, '#ffffff', 0.55);
  const decoration =
    `<circle cx="${width * 0.72}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.34}" fill="${ring}" fill-opacity="0.35"/>` +
    `<circle cx="${width * 0.18}" cy="${height * 0.82}" r="${Math.min(width, height) * 0.2}" fill="${ring}" fill-opacity="0.25"/>`;
  const places = arrangement(category.art.length, width, height);
  const garments = category.art.map((piece, i) => placed(piece, places[i] as Placement)).join('');
  return svgDocument(width, height, studioBackdrop(mainHex, width, height) + decoration + garments, `${category.nameUZB} / ${category.nameRUS}`);
}

/** A font size that lets `text` fill at most `room` pixels (a rough average glyph width). */
function fitted(text: string, room: number, largest: number): number {
  return Math.max(18, Math.min(largest, Math.floor(room / (text.length * 0.58))));
}

export type BannerFormat = 'mobile' | 'desktop';
export type BannerLanguage = 'uz' | 'ru';

const BANNER_WORDS: Record<BannerLanguage, { title: 'titleUZB' | 'titleRUS'; subtitle: 'subtitleUZB' | 'subtitleRUS'; button: string }> = {
  uz: { title: 'titleUZB', subtitle: 'subtitleUZB', button: "Ko'rish" },
  ru: { title: 'titleRUS', subtitle: 'subtitleRUS', button: 'Смотреть' },
};

/** The most garments a banner's stage holds. */
const BANNER_GARMENTS_MAX = 3;

/**
 * A home banner in one language: a page shows the picture of its own language only. `shown` replaces the theme's
 * garments (a banner advertising a look draws that look's products).
 */
export function bannerSvg(number: number, format: BannerFormat, language: BannerLanguage, shown?: DrawnGarment[]): string | undefined {
  const theme = BANNER_THEMES[number - 1];
  if (!theme) return undefined;
  const words = BANNER_WORDS[language];
  const title = theme[words.title];
  const desktop = format === 'desktop';
  const [width, height] = desktop ? [1600, 600] : [720, 960];
  const textX = desktop ? 110 : 60;
  const room = desktop ? 820 : 600;
  const top = desktop ? 200 : 140;
  const titleSize = fitted(title, room, desktop ? 88 : 72);
  const subtitleSize = desktop ? 30 : 28;
  const titleY = top + titleSize * 0.8;
  const subtitleY = titleY + subtitleSize * 2;
  const font = `font-family="'Helvetica Neue', Arial, sans-serif"`;
  const text = [
    `<text x="${textX}" y="${top - 40}" ${font} font-size="${desktop ? 26 : 24}" letter-spacing="4" fill="${theme.accent}" font-weight="700">LIBOS</text>`,
    `<text x="${textX}" y="${titleY}" ${font} font-size="${titleSize}" font-weight="800" fill="${theme.ink}">${escapeXml(title)}</text>`,
    `<text x="${textX}" y="${subtitleY}" ${font} font-size="${subtitleSize}" fill="${theme.ink}" fill-opacity="0.8">${escapeXml(theme[words.subtitle])}</text>`,
  ];
  const buttonY = subtitleY + 50;
  const button =
    `<rect x="${textX}" y="${buttonY}" width="220" height="58" rx="29" fill="${theme.accent}"/>` +
    `<text x="${textX + 110}" y="${buttonY + 37}" text-anchor="middle" ${font} font-size="22" font-weight="700" fill="${mix(theme.accent, '#ffffff', 0.9)}">${escapeXml(words.button)}</text>`;
  // On a phone the words fill the top; the garments stand below them, clear of the carousel's dots at the bottom.
  const stage = desktop ? { x: 1000, y: 0, width: 560, height: 600 } : { x: 60, y: 400, width: 600, height: 460 };
  const glow = `<circle cx="${stage.x + stage.width / 2}" cy="${stage.y + stage.height / 2}" r="${Math.min(stage.width, stage.height) * 0.46}" fill="${mix(theme.background, '#ffffff', 0.25)}"/>`;
  const pieces = (shown ?? theme.pieces.map((piece) => ({ kind: piece.kind, hex: colorHex(piece.color) }))).slice(0, BANNER_GARMENTS_MAX);
  const places = arrangement(pieces.length, stage.width, stage.height);
  const garments = pieces
    .map((piece, i) => {
      const at = places[i] as Placement;
      return placedGarment(piece, { x: stage.x + at.x, y: stage.y + at.y, scale: at.scale });
    })
    .join('');
  const body = `<rect width="${width}" height="${height}" fill="${theme.background}"/>${glow}${garments}${text.join('')}${button}`;
  return svgDocument(width, height, body, title);
}

export type LookLayout = 'flat' | 'worn';

/** Where a look's garments lie, in the order its products are listed (clothes first, then shoes and accessories). */
const LOOK_PLACES: Record<LookLayout, Placement[]> = {
  flat: [
    { x: 210, y: 250, scale: 0.52 },
    { x: 410, y: 450, scale: 0.52 },
    { x: 190, y: 640, scale: 0.34 },
    { x: 440, y: 690, scale: 0.28 },
    { x: 460, y: 190, scale: 0.26 },
  ],
  worn: [
    { x: 300, y: 230, scale: 0.46 },
    { x: 300, y: 540, scale: 0.44 },
    { x: 480, y: 690, scale: 0.26 },
    { x: 120, y: 680, scale: 0.24 },
    { x: 490, y: 170, scale: 0.22 },
  ],
};

/** A look's picture of exactly the garments given: laid flat, or stacked as worn. */
export function lookSvg(layout: LookLayout, garments: DrawnGarment[]): string {
  const [width, height] = [600, 800];
  const paper = layout === 'flat' ? '#efe9e1' : '#e6e8ea';
  const drawn = garments.slice(0, LOOK_GARMENTS_MAX).map((garment, i) => placedGarment(garment, LOOK_PLACES[layout][i] as Placement));
  const body = studioBackdrop(paper, width, height) + drawn.join('');
  return svgDocument(width, height, body, garments.map((garment) => garment.kind).join(', '));
}
