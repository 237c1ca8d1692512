import { createHash } from 'node:crypto';
import os from 'node:os';
import sharp from 'sharp';
import { MAX_PRODUCT_PHOTO_BYTES } from '../../../contract/limits';
import { photoTurns, processProductPhoto, PRODUCT_PHOTO_LIMITS, type PhotoVariant } from './process';
import { PhotoRejection, type PhotoRejectionCode } from './rejection';
import { BLUE, cameraJpeg, heifHeader, jpegClaiming, METADATA_MARKER, otherFormat, pngClaiming, RED, transparentPng, webpPhoto } from './testing/photos';

/** The refusal processProductPhoto gives, or a failure of the test when it takes the photo. */
async function refusal(input: Buffer, limits = PRODUCT_PHOTO_LIMITS): Promise<PhotoRejection> {
  const outcome = await processProductPhoto(input, limits).then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(outcome instanceof PhotoRejection)) throw new Error(`expected a PhotoRejection, got ${String(outcome)}`);
  return outcome;
}

const sizes = (variants: PhotoVariant[]) => variants.map(({ format, width, height }) => `${format} ${width}x${height}`);

/** The RGBA of one pixel of an encoded picture. */
async function pixelAt(data: Buffer, x: number, y: number): Promise<number[]> {
  const { data: raw, info } = await sharp(data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * 4;
  return [...raw.subarray(offset, offset + 4)];
}

const near = (actual: number[], expected: readonly number[]) => expected.every((value, index) => Math.abs((actual[index] ?? -999) - value) < 40);

describe('processProductPhoto', () => {
  it('turns a camera JPEG upright by its EXIF orientation and keeps none of its EXIF, GPS or XMP', async () => {
    const input = await cameraJpeg(2000, 1200);
    const original = await sharp(input).metadata();
    expect(original).toMatchObject({ width: 2000, height: 1200, orientation: 6 });
    expect(original.exif?.includes(METADATA_MARKER)).toBe(true);
    // The GPS IFD pointer (tag 0x8825) is in the input's EXIF.
    expect(original.exif?.includes(Buffer.from([0x88, 0x25])) || original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const photo = await processProductPhoto(input);
    expect(photo.source).toMatchObject({ format: 'jpeg', width: 1200, height: 2000, bytes: input.length });
    expect(sizes(photo.variants)).toEqual(['webp 400x667', 'avif 400x667', 'webp 800x1333', 'avif 800x1333', 'webp 1200x2000', 'avif 1200x2000']);
    for (const variant of photo.variants) {
      const metadata = await sharp(variant.data).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: variant.format === 'webp' ? 'webp' : 'heif',
        width: variant.width,
        height: variant.height,
      });
      if (variant.format === 'avif') expect(metadata.compression).toBe('av1');
      expect([metadata.exif, metadata.xmp, metadata.iptc, metadata.icc, metadata.orientation]).toEqual([undefined, undefined, undefined, undefined, undefined]);
      expect(variant.data.includes(METADATA_MARKER)).toBe(false);
      expect(variant.data.includes('LibosCam')).toBe(false);
      expect(variant.bytes).toBe(variant.data.length);
    }
    // Orientation 6 shows the stored left (red) half on top.
    const smallest = photo.variants[0]!.data;
    expect(near(await pixelAt(smallest, 200, 100), [...RED, 255])).toBe(true);
    expect(near(await pixelAt(smallest, 200, 560), [...BLUE, 255])).toBe(true);
  });

  it('never enlarges: a 200x100 photo with orientation 6 comes out 100 wide and 200 high only', async () => {
    const photo = await processProductPhoto(await cameraJpeg(200, 100));
    expect(photo.source).toMatchObject({ width: 100, height: 200 });
    expect(sizes(photo.variants)).toEqual(['webp 100x200', 'avif 100x200']);
  });

  it('takes a WebP and scales it to the three widths, keeping its aspect', async () => {
    const photo = await processProductPhoto(await webpPhoto(3000, 2000));
    expect(photo.source).toMatchObject({ format: 'webp', width: 3000, height: 2000 });
    expect(sizes(photo.variants)).toEqual(['webp 400x267', 'avif 400x267', 'webp 800x533', 'avif 800x533', 'webp 1600x1067', 'avif 1600x1067']);
  });

  it('keeps a PNG’s transparency in both formats', async () => {
    const photo = await processProductPhoto(await transparentPng(1000, 600));
    expect(photo.source.format).toBe('png');
    expect(sizes(photo.variants)).toEqual(['webp 400x240', 'avif 400x240', 'webp 800x480', 'avif 800x480', 'webp 1000x600', 'avif 1000x600']);
    for (const variant of photo.variants.slice(0, 2)) {
      expect((await sharp(variant.data).metadata()).hasAlpha).toBe(true);
      expect(near(await pixelAt(variant.data, 200, 40), [...RED, 255])).toBe(true);
      expect((await pixelAt(variant.data, 200, 200))[3]).toBe(0);
    }
  });

  it('makes 8-bit sRGB of greyscale, 16-bit and CMYK pictures', async () => {
    const plain = () => sharp({ create: { width: 500, height: 300, channels: 3, background: '#336699' } });
    const inputs = await Promise.all([
      sharp({ create: { width: 500, height: 300, channels: 4, background: { r: 99, g: 99, b: 99, alpha: 0.5 } } }).toColourspace('b-w').png().toBuffer(),
      plain().toColourspace('rgb16').png().toBuffer(),
      plain().toColourspace('cmyk').jpeg().toBuffer(),
    ]);
    const channels = [];
    for (const input of inputs) {
      const metadata = await sharp((await processProductPhoto(input)).variants[0]!.data).metadata();
      channels.push(`${metadata.space} ${metadata.depth} ${metadata.channels}`);
    }
    expect(channels).toEqual(['srgb uchar 4', 'srgb uchar 3', 'srgb uchar 3']);
  });

  it('takes a photo ten times as tall as it is wide (MAX_PICTURE_ASPECT_RATIO), and refuses a taller one before decoding it', async () => {
    const tall = await sharp({ create: { width: 100, height: 1_000, channels: 3, background: '#336699' } }).png().toBuffer();
    expect(sizes((await processProductPhoto(tall)).variants)).toEqual(['webp 100x1000', 'avif 100x1000']);
    const taller = await sharp({ create: { width: 100, height: 20_000, channels: 3, background: '#336699' } }).png().toBuffer();
    expect(await refusal(taller)).toMatchObject({ code: 'EXTREME_ASPECT_RATIO', statusCode: 400, message: 'The photo is 100 x 20000 pixels: its longer side may be at most 10 times its shorter' });
  });

  it('names every output by the hash of its own bytes, the same for the same photo', async () => {
    const input = await webpPhoto(900, 600);
    const [first, again, other] = await Promise.all([processProductPhoto(input), processProductPhoto(input), processProductPhoto(await transparentPng(900, 600))]);
    for (const variant of first!.variants) {
      const hash = createHash('sha256').update(variant.data).digest('hex').slice(0, 32);
      expect(variant.hash).toBe(hash);
      expect(variant.key).toBe(`${hash.slice(0, 2)}/${hash}.${variant.format}`);
    }
    expect(new Set(first!.variants.map((variant) => variant.key)).size).toBe(first!.variants.length);
    expect(again!.variants.map((variant) => variant.key)).toEqual(first!.variants.map((variant) => variant.key));
    expect(other!.variants.some((variant) => first!.variants.some((mine) => mine.key === variant.key))).toBe(false);
    expect(first!.source.hash).toBe(createHash('sha256').update(input).digest('hex').slice(0, 32));
  });
});

describe('processProductPhoto refuses', () => {
  const refused: Array<[string, () => Promise<Buffer> | Buffer, PhotoRejectionCode, 400 | 413]> = [
    ['a 16 MB file, before reading it', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(16 * 1024 * 1024)]), 'TOO_LARGE', 413],
    ['a text file named photo.jpg (only the bytes are read)', () => Buffer.from('This is not a photo, whatever its name says.\n'), 'NOT_AN_IMAGE', 400],
    ['an empty file', () => Buffer.alloc(0), 'NOT_AN_IMAGE', 400],
    ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'NOT_AN_IMAGE', 400],
    ['an iPhone HEIC', () => heifHeader('heic', ['mif1', 'MiHE', 'miaf', 'heic']), 'HEIC_NOT_ACCEPTED', 400],
    ['a generic HEIF', () => heifHeader('mif1', ['mif1', 'heic']), 'HEIC_NOT_ACCEPTED', 400],
    ['a JPEG cut off halfway', async () => cut(await webpAsJpeg()), 'CORRUPT', 400],
    ['a JPEG signature followed by rubbish', () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]), 'CORRUPT', 400],
    ['a PNG signature in front of a JPEG', async () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), await webpAsJpeg()]), 'CORRUPT', 400],
    ['a small PNG claiming 50 000 x 50 000 pixels', () => pngClaiming(50_000, 50_000), 'TOO_MANY_PIXELS', 400],
    ['a small JPEG claiming 60 000 x 60 000 pixels', () => jpegClaiming(60_000, 60_000), 'TOO_MANY_PIXELS', 400],
    ['a PNG eleven times as wide as it is tall', () => pngClaiming(1_100, 100), 'EXTREME_ASPECT_RATIO', 400],
    ['a JPEG claiming 60 000 x 100 pixels', () => jpegClaiming(60_000, 100), 'EXTREME_ASPECT_RATIO', 400],
    ['a GIF', () => otherFormat('gif'), 'UNSUPPORTED_FORMAT', 400],
    ['a TIFF', () => otherFormat('tiff'), 'UNSUPPORTED_FORMAT', 400],
    ['an AVIF', () => otherFormat('avif'), 'UNSUPPORTED_FORMAT', 400],
  ];

  it.each(refused)('%s', async (_name, make, code, status) => {
    const rejection = await refusal(await make());
    expect({ code: rejection.code, statusCode: rejection.statusCode }).toEqual({ code, statusCode: status });
    expect(rejection.message.length).toBeGreaterThan(10);
  });

  it('HEIC with the message a staff member can act on', async () => {
    expect((await refusal(heifHeader('heic', ['mif1', 'heic']))).message).toBe('HEIC photos are not accepted: save as JPEG');
  });

  it('a decompression bomb from its header, at once, and names its size', async () => {
    const started = performance.now();
    const rejection = await refusal(pngClaiming(50_000, 50_000));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(rejection.message).toBe('The photo is 50000 x 50000 pixels: at most 40 megapixels are accepted');
  });

  it('by the limits given: 40 megapixels and 15 MB by default', async () => {
    expect(PRODUCT_PHOTO_LIMITS).toEqual({ maxBytes: 15 * 1024 * 1024, maxPixels: 40_000_000 });
    expect(MAX_PRODUCT_PHOTO_BYTES).toBe(15 * 1024 * 1024);
    // Exactly at the pixel limit the header passes (this one's data then runs out); one row more does not.
    expect((await refusal(pngClaiming(8000, 5000))).code).toBe('CORRUPT');
    expect((await refusal(pngClaiming(8000, 5001))).code).toBe('TOO_MANY_PIXELS');
    const tooBig = Buffer.concat([await webpAsJpeg(), Buffer.alloc(1.5 * 1024 * 1024)]).subarray(0, 1.5 * 1024 * 1024);
    expect((await refusal(tooBig, { maxBytes: 1024 * 1024, maxPixels: 1_000_000 })).message).toBe('The photo is 1.5 MB: at most 1 MB is accepted');
    const png = await transparentPng(200, 100);
    expect((await refusal(png, { maxBytes: png.length - 1, maxPixels: 1_000_000 })).code).toBe('TOO_LARGE');
    expect((await refusal(png, { maxBytes: png.length, maxPixels: 19_999 })).code).toBe('TOO_MANY_PIXELS');
    const taken = await processProductPhoto(png, { maxBytes: png.length, maxPixels: 20_000 });
    expect(sizes(taken.variants)).toEqual(['webp 200x100', 'avif 200x100']);
  });
});

describe('photo processing takes turns', () => {
  it('uses fewer libvips threads than the machine has cores (at least one), however many photos arrive', async () => {
    const budget = Math.max(1, os.availableParallelism() - 1);
    expect(photoTurns.limit * sharp.concurrency()).toBeLessThanOrEqual(budget);
    let busiest = 0;
    const watch = setInterval(() => (busiest = Math.max(busiest, photoTurns.running)), 1);
    const inputs = await Promise.all([1, 2, 3, 4].map((index) => webpPhoto(1000 + index, 700)));
    const photos = await Promise.all(inputs.map((input) => processProductPhoto(input)));
    clearInterval(watch);
    expect(photos.map((photo) => photo.source.width)).toEqual([1001, 1002, 1003, 1004]);
    expect(busiest).toBeGreaterThan(0);
    expect(busiest).toBeLessThanOrEqual(photoTurns.limit);
    expect(photoTurns.running).toBe(0);
  });
});

/** A real photo JPEG of some size, to cut. */
async function webpAsJpeg(): Promise<Buffer> {
  return sharp(await webpPhoto(800, 600)).jpeg().toBuffer();
}

const cut = (input: Buffer) => input.subarray(0, Math.floor(input.length / 2));
