import sharp from 'sharp';
import { checkPhoto, OUTPUT_FORMATS, PRODUCT_PHOTO_LIMITS, variantSizes, type PhotoVariant, type ProcessedPhoto } from '../process';
import { contentHash, imageKey, type StoredImageFormat } from '../store';

/*
 * The photo pipeline for server tests that upload pictures without testing the pipeline itself (home page
 * banners and looks, media serving): the same refusals of what needs no decoding (size, signature, header, pixel
 * limit), the same formats and sizes, but each variant is a flat picture of one colour (taken from the upload's
 * hash, so different uploads get different files) encoded with the least effort, instead of the photo decoded
 * and encoded at full effort in WebP and AVIF. The pipeline's own tests (server/media/images/, photo uploads)
 * use the real one.
 */
export async function fakePhotoProcessor(input: Buffer): Promise<ProcessedPhoto> {
  const { format, upright } = await checkPhoto(input, PRODUCT_PHOTO_LIMITS);
  const hash = contentHash(input);
  const [r, g, b] = [0, 2, 4].map((offset) => Number.parseInt(hash.slice(offset, offset + 2), 16)) as [number, number, number];
  const variants: PhotoVariant[] = [];
  for (const size of variantSizes(upright)) {
    for (const outputFormat of OUTPUT_FORMATS) variants.push(await flatVariant(size, outputFormat, { r, g, b }));
  }
  return { source: { format, ...upright, bytes: input.length, hash }, variants };
}

async function flatVariant(size: { width: number; height: number }, format: StoredImageFormat, background: sharp.RGBA): Promise<PhotoVariant> {
  const flat = sharp({ create: { ...size, channels: 3, background } });
  const encoder = format === 'webp' ? flat.webp({ effort: 0 }) : flat.avif({ effort: 0 });
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
  return { format, width: info.width, height: info.height, bytes: data.length, data, hash: contentHash(data), key: imageKey(data, format) };
}
