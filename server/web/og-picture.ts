import sharp from 'sharp';
import { SITE_NAME } from './head';

/** The size every messenger and search engine crops its preview from (Open Graph's recommended 1.91:1). */
const OG_WIDTH = 1200;
const OG_HEIGHT = 630;
const OG_ASPECT = OG_WIDTH / OG_HEIGHT;

/**
 * A picture whose aspect is within this factor of the preview's fills it (cover): a category's 2:1 cover loses a
 * sliver at its sides. Anything further off (a portrait product photo) is shown whole (contain), since cropping a
 * 3:4 photo to 1.91:1 would cut the garment in half.
 */
const COVER_TOLERANCE = 1.2;

/**
 * Quality 82 with mozjpeg's trellis quantisation, progressive: a seed picture in about 15 KB, a noisy photo in under
 * 100 KB, far under the few megabytes messengers take.
 */
const JPEG_OPTIONS = { quality: 82, mozjpeg: true, progressive: true, chromaSubsampling: '4:2:0' } as const;
/** A stored picture decodes in well under a second; one that does not must not hold the one making turn (og-image.ts). */
const TIMEOUT_SECONDS = 15;
/** The shop's photos stay under 40 MP (images/process.ts); the same cap refuses a picture built to exhaust memory. */
const MAX_INPUT_PIXELS = 40_000_000;

// The shop's colours (src/components/theme/theme.ts and public/favicon.svg): ink, linen, the clay accent.
const INK = '#141414';
const LINEN = '#FAF8F5';
const CLAY = '#C7783F';

interface Rgb {
  r: number;
  g: number;
  b: number;
}

/**
 * The mean colour of the picture's left and right edges (raw RGB pixels), the pixels the field beside it touches: a
 * studio photo's white or a seed picture's backdrop then runs on to the frame's sides without a seam.
 */
function edgeColour(pixels: Buffer, width: number, height: number): Rgb {
  const strip = Math.min(4, width);
  const sum = { r: 0, g: 0, b: 0 };
  for (let y = 0; y < height; y += 1) {
    for (let i = 0; i < strip; i += 1) {
      for (const x of [i, width - 1 - i]) {
        const at = (y * width + x) * 3;
        sum.r += pixels[at]!;
        sum.g += pixels[at + 1]!;
        sum.b += pixels[at + 2]!;
      }
    }
  }
  const count = height * strip * 2;
  return { r: Math.round(sum.r / count), g: Math.round(sum.g / count), b: Math.round(sum.b / count) };
}

/**
 * The picture (an upload's WebP or AVIF, or a generated SVG, which librsvg draws) as a 1200x630 JPEG, upright and
 * in sRGB. Close to the preview's aspect it fills the frame; otherwise it is shown whole, centred, on a field of
 * its own edges' colour.
 */
export async function ogJpegOf(picture: Buffer): Promise<Buffer> {
  const source = () => sharp(picture, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).timeout({ seconds: TIMEOUT_SECONDS });
  const { width, height } = (await source().metadata()).autoOrient;
  if (!width || !height) throw new Error('The picture has no size');
  const aspect = width / height;
  const upright = source().autoOrient();
  if (Math.max(aspect / OG_ASPECT, OG_ASPECT / aspect) <= COVER_TOLERANCE) {
    return upright.resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover', position: 'attention' }).flatten({ background: LINEN }).toColourspace('srgb').jpeg(JPEG_OPTIONS).toBuffer();
  }
  // Raw pixels in between: the edges are read from them, and they are placed on the field without a decode.
  const { data, info } = await upright
    .resize(OG_WIDTH, OG_HEIGHT, { fit: 'inside' })
    .flatten({ background: LINEN })
    .toColourspace('srgb')
    .removeAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: 3 } as const;
  return sharp({ create: { width: OG_WIDTH, height: OG_HEIGHT, channels: 3, background: edgeColour(data, info.width, info.height) } })
    .composite([{ input: data, raw, gravity: 'centre' }])
    .jpeg(JPEG_OPTIONS)
    .toBuffer();
}

/*
 * The wordmark drawn as strokes, not <text>: a server may have no fonts at all (a slim container), and librsvg would
 * then draw nothing or boxes. Each letter is on a baseline at y=0 with an x-height of 100 and ascenders of 150,
 * advancing by its width; the letters are those of SITE_NAME, "Libos", as the shop writes it (a name with other
 * letters would need their glyphs here).
 */
const STROKE = 24;
const GLYPHS: Record<string, { width: number; draw: string }> = {
  L: { width: 78, draw: `<path d="M12 -150V-12H78"/>` },
  i: { width: 24, draw: `<path d="M12 -100V0"/><circle cx="12" cy="-138" r="15" stroke="none" fill="${CLAY}"/>` },
  b: { width: 112, draw: `<path d="M12 -150V0"/><circle cx="62" cy="-50" r="50"/>` },
  o: { width: 100, draw: `<circle cx="50" cy="-50" r="50"/>` },
  s: { width: 80, draw: `<path d="M70 -84C64 -97 52 -100 40 -100C22 -100 10 -90 10 -76C10 -46 70 -58 70 -24C70 -8 56 0 40 0C26 0 14 -5 8 -18"/>` },
};
const LETTER_GAP = 26;

/** The shop's name as stroked glyphs, `height` tall (ascender to baseline), centred on (cx, baseline). */
function wordmark(name: string, cx: number, baseline: number, height: number): string {
  const letters = [...name].filter((letter) => GLYPHS[letter]);
  const width = letters.reduce((sum, letter) => sum + GLYPHS[letter]!.width, 0) + LETTER_GAP * (letters.length - 1);
  const scale = height / 162;
  let x = 0;
  const drawn = letters.map((letter) => {
    const glyph = GLYPHS[letter]!;
    const placed = `<g transform="translate(${x} 0)">${glyph.draw}</g>`;
    x += glyph.width + LETTER_GAP;
    return placed;
  });
  const left = cx - (width * scale) / 2;
  return (
    `<g transform="translate(${left} ${baseline}) scale(${scale})" fill="none" stroke="${LINEN}" stroke-width="${STROKE}" stroke-linecap="round" stroke-linejoin="round">` +
    `${drawn.join('')}</g>`
  );
}

/** The shop's own preview: its name on its ink, with the favicon's clay dot and a clay rule, as an SVG. */
function shopPictureSvg(): string {
  const ruleY = 470;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">` +
    `<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="${INK}"/>` +
    `<circle cx="1080" cy="120" r="26" fill="${CLAY}"/>` +
    wordmark(SITE_NAME, OG_WIDTH / 2, 390, 230) +
    `<rect x="${OG_WIDTH / 2 - 90}" y="${ruleY}" width="180" height="8" rx="4" fill="${CLAY}"/>` +
    `</svg>`
  );
}

/** shop.jpg: the shop's picture rasterised, for the home page and any record without a picture of its own. */
export function shopJpeg(): Promise<Buffer> {
  return sharp(Buffer.from(shopPictureSvg())).flatten({ background: INK }).jpeg(JPEG_OPTIONS).toBuffer();
}
