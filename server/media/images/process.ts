import os from 'node:os';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { MAX_PICTURE_ASPECT_RATIO, MAX_PRODUCT_PHOTO_BYTES } from '../../../contract/limits';
import { PhotoRejection } from './rejection';
import { Semaphore } from './semaphore';
import { sniffImageFormat, type SniffedFormat } from './sniff';
import { contentHash, imageKey, type StoredImageFormat } from './store';

export interface PhotoLimits {
  /** The largest file taken, in bytes. */
  maxBytes: number;
  /** The most pixels (width x height) a photo may claim; larger ones are refused before a pixel is decoded. */
  maxPixels: number;
}

/** 40 megapixels: above any phone or studio camera a shop uses (12-24 MP), far below what would exhaust memory. */
export const PRODUCT_PHOTO_LIMITS: PhotoLimits = { maxBytes: MAX_PRODUCT_PHOTO_BYTES, maxPixels: 40_000_000 };

/** The widths the storefront's srcset offers: a phone's card, a desktop card or phone's full view, a desktop zoom. */
export const PHOTO_WIDTHS = [400, 800, 1600] as const;
export const OUTPUT_FORMATS: readonly StoredImageFormat[] = ['webp', 'avif'];
/** WebP's largest side; a very tall photo is scaled to fit inside it rather than fail. */
const MAX_OUTPUT_SIDE = 16_383;
const DECODE_SECONDS = 20;
const WEBP_OPTIONS = { quality: 80, effort: 4 } as const;
/** Effort 3 encodes about four times faster than sharp's default 4 for files within a few percent of its size. */
const AVIF_OPTIONS = { quality: 50, effort: 3 } as const;

type AcceptedFormat = 'jpeg' | 'png' | 'webp';

interface Size {
  width: number;
  height: number;
}

export interface PhotoVariant {
  format: StoredImageFormat;
  width: number;
  height: number;
  bytes: number;
  data: Buffer;
  /** SHA-256 of `data` (32 hex digits), and the store key made of it: the file's name never changes its bytes. */
  hash: string;
  key: string;
}

/** What turns an upload into its stored variants: processProductPhoto, or a test's stand-in (AppDeps.processPhoto). */
export type PhotoProcessor = (input: Buffer) => Promise<ProcessedPhoto>;

export interface ProcessedPhoto {
  /** What was sent, upright (width and height after its EXIF orientation). */
  source: { format: AcceptedFormat; width: number; height: number; bytes: number; hash: string };
  /** WebP and AVIF at each width of PHOTO_WIDTHS the photo reaches (never enlarged), narrowest first. */
  variants: PhotoVariant[];
}

/*
 * One photo keeps `concurrency` threads busy for a second or more. The shop's requests need a core of their own,
 * so the photo work gets the others (at least one): as slots (photos at once) times libvips threads per photo.
 */
const photoThreads = Math.max(1, os.availableParallelism() - 1);
const photoSlots = Math.max(1, Math.floor(photoThreads / 2));
sharp.concurrency(Math.max(1, Math.floor(photoThreads / photoSlots)));
// Every upload is a new picture: sharp's cache of recent operations would only hold memory.
sharp.cache(false);

/** The photos being processed and those waiting; a burst past the queue gets SemaphoreFull (a 503 to retry). */
export const photoTurns = new Semaphore(photoSlots, photoSlots * 8);

const FORMAT_NAMES: Record<SniffedFormat, string> = {
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  heic: 'HEIC',
  avif: 'AVIF',
  gif: 'GIF',
  tiff: 'TIFF',
  bmp: 'BMP',
  jxl: 'JPEG XL',
};
const isAccepted = (format: SniffedFormat): format is AcceptedFormat => format === 'jpeg' || format === 'png' || format === 'webp';
const damaged = (format: AcceptedFormat) => new PhotoRejection('CORRUPT', `This ${FORMAT_NAMES[format]} file is damaged and cannot be read`);
const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '');

/** The format the bytes really are, or the refusal: too big, not a picture, HEIC, or a picture of another kind. */
function acceptedFormat(input: Buffer, limits: PhotoLimits): AcceptedFormat {
  if (input.length > limits.maxBytes) {
    throw new PhotoRejection('TOO_LARGE', `The photo is ${megabytes(input.length)} MB: at most ${megabytes(limits.maxBytes)} MB is accepted`);
  }
  const format = sniffImageFormat(input);
  if (!format) throw new PhotoRejection('NOT_AN_IMAGE', 'This file is not a picture: send a JPEG, PNG or WebP photo');
  if (format === 'heic') throw new PhotoRejection('HEIC_NOT_ACCEPTED', 'HEIC photos are not accepted: save as JPEG');
  if (!isAccepted(format)) {
    throw new PhotoRejection('UNSUPPORTED_FORMAT', `${FORMAT_NAMES[format]} pictures are not accepted: send a JPEG, PNG or WebP photo`);
  }
  return format;
}

/** The header's description of the picture, checked against its signature and the pixel limit. Decodes nothing. */
async function readHeader(input: Buffer, format: AcceptedFormat, limits: PhotoLimits): Promise<Size> {
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw damaged(format);
  }
  const { width, height } = metadata;
  if (metadata.format !== format || !width || !height) {
    throw damaged(format);
  }
  if (width * height > limits.maxPixels) {
    throw new PhotoRejection(
      'TOO_MANY_PIXELS',
      `The photo is ${width} x ${height} pixels: at most ${limits.maxPixels / 1_000_000} megapixels are accepted`,
    );
  }
  // A strip would be kept a few pixels wide (each size is made at a width, WebP's height capped): no shop picture is one.
  if (Math.max(width, height) > MAX_PICTURE_ASPECT_RATIO * Math.min(width, height)) {
    throw new PhotoRejection(
      'EXTREME_ASPECT_RATIO',
      `The photo is ${width} x ${height} pixels: its longer side may be at most ${MAX_PICTURE_ASPECT_RATIO} times its shorter`,
    );
  }
  return metadata.autoOrient;
}

/** `width` wide with the upright photo's aspect, or narrower when that would be taller than WebP allows. */
function sizeAt(width: number, upright: Size): Size {
  const height = Math.max(1, Math.round((width * upright.height) / upright.width));
  if (height <= MAX_OUTPUT_SIDE) return { width, height };
  return { width: Math.max(1, Math.round((MAX_OUTPUT_SIDE * upright.width) / upright.height)), height: MAX_OUTPUT_SIDE };
}

/**
 * Every pixel decoded (a damaged or cut-off file fails here), turned upright by its EXIF orientation, in sRGB, and
 * scaled to the widest output: raw pixels each output is made from, so the photo is decoded once. The raw pixels
 * carry no metadata, so nothing of the original's EXIF (GPS, camera, date), XMP or ICC reaches the outputs.
 */
async function decodeUpright(input: Buffer, format: AcceptedFormat, size: Size, limits: PhotoLimits): Promise<{ data: Buffer; info: OutputInfo }> {
  try {
    return await sharp(input, { limitInputPixels: limits.maxPixels, failOn: 'error', sequentialRead: true })
      // Within the pixel limit a real photo decodes in well under a second; one that does not is built to stall a slot.
      .timeout({ seconds: DECODE_SECONDS })
      .autoOrient()
      .resize({ ...size, fit: 'fill' })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw damaged(format);
  }
}

/** Each size is computed from the upright original, not from the scaled pixels, so rounding never skews the aspect. */
async function encode(pixels: { data: Buffer; info: OutputInfo }, size: Size, format: StoredImageFormat): Promise<PhotoVariant> {
  const { data: raw, info: rawInfo } = pixels;
  const scaled = sharp(raw, { raw: { width: rawInfo.width, height: rawInfo.height, channels: rawInfo.channels } }).resize({ ...size, fit: 'fill' });
  const encoder = format === 'webp' ? scaled.webp(WEBP_OPTIONS) : scaled.avif(AVIF_OPTIONS);
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
  const hash = contentHash(data);
  return { format, width: info.width, height: info.height, bytes: data.length, data, hash, key: imageKey(data, format) };
}

/** The sizes a photo is stored at, narrowest first. */
export function variantSizes(upright: Size): Size[] {
  // A photo narrower than a width gets its own width instead, and a very tall one may reach WebP's height limit
  // at more than one width: each size is made once.
  const fitted = PHOTO_WIDTHS.map((width) => sizeAt(Math.min(width, upright.width), upright));
  return fitted.filter((size, index) => fitted.findIndex((other) => other.width === size.width) === index);
}

async function processNow(input: Buffer, format: AcceptedFormat, upright: Size, limits: PhotoLimits): Promise<ProcessedPhoto> {
  const sizes = variantSizes(upright);
  const pixels = await decodeUpright(input, format, sizes[sizes.length - 1]!, limits);
  const variants: PhotoVariant[] = [];
  // One after another: the slot's threads are all one photo may use.
  for (const size of sizes) for (const outputFormat of OUTPUT_FORMATS) variants.push(await encode(pixels, size, outputFormat));
  return { source: { format, ...upright, bytes: input.length, hash: contentHash(input) }, variants };
}

/**
 * A staff member's product photo made ready for the storefront: its real content checked (signature and header,
 * never the file name or declared type), then WebP and AVIF at up to three widths, upright and without metadata.
 * Throws PhotoRejection for a file the sender must change, SemaphoreFull when too many photos already wait.
 */
export async function processProductPhoto(input: Buffer, limits: PhotoLimits = PRODUCT_PHOTO_LIMITS): Promise<ProcessedPhoto> {
  // The signature and header are read at once (a refusal need not wait its turn); decoding and encoding take turns.
  const { format, upright } = await checkPhoto(input, limits);
  return photoTurns.run(() => processNow(input, format, upright, limits));
}

/** The refusals that need no decoding (size, signature, header, pixel limit); the format and upright size otherwise. */
export async function checkPhoto(input: Buffer, limits: PhotoLimits): Promise<{ format: AcceptedFormat; upright: Size }> {
  const format = acceptedFormat(input, limits);
  return { format, upright: await readHeader(input, format, limits) };
}
