import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Written into the test photos' EXIF and XMP, so a test can look for any trace of them in the outputs. */
export const METADATA_MARKER = 'libos-metadata-marker';

export const RED = [200, 30, 30] as const;
export const BLUE = [30, 30, 200] as const;

/** Raw RGB pixels: the left half red, the right half blue, so a test can tell which way a photo was turned. */
function halves(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels.set(x < width / 2 ? RED : BLUE, (y * width + x) * 3);
  }
  return pixels;
}

/**
 * A camera's JPEG: red left half, blue right half, EXIF orientation 6 (shown turned 90° clockwise, so the red half
 * is on top), GPS coordinates, the camera's make and a copyright in EXIF, and XMP.
 */
export function cameraJpeg(width: number, height: number): Promise<Buffer> {
  return sharp(halves(width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'LibosCam', Copyright: METADATA_MARKER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 18/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '69/1 16/1 0/1' },
    })
    .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description>${METADATA_MARKER}</rdf:Description></rdf:RDF></x:xmpmeta>`)
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A PNG whose top half is opaque red and bottom half fully transparent. */
export function transparentPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 4);
  for (let index = 0; index < width * (height / 2); index += 1) pixels.set([...RED, 255], index * 4);
  return sharp(pixels, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

export function webpPhoto(width: number, height: number): Promise<Buffer> {
  return sharp(halves(width, height), { raw: { width, height, channels: 3 } }).webp({ quality: 85 }).toBuffer();
}

/** Another format sharp writes (gif, tiff, avif), to check that only JPEG, PNG and WebP are taken. */
export function otherFormat(format: 'gif' | 'tiff' | 'avif', width = 64, height = 48): Promise<Buffer> {
  return sharp(halves(width, height), { raw: { width, height, channels: 3 } }).toFormat(format).toBuffer();
}

/**
 * A photo-like JPEG of noise over gradients (noise is what costs an encoder most), the same bytes on every run:
 * the bench's 12-megapixel input.
 */
export function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = ((seed >> 16) & 63) - 32;
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.max(0, Math.min(255, (x / width) * 200 + 30 + noise));
      pixels[offset + 1] = Math.max(0, Math.min(255, (y / height) * 180 + 40 + noise));
      pixels[offset + 2] = Math.max(0, Math.min(255, 128 + 60 * Math.sin(x / 50) * Math.cos(y / 70) + noise));
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/**
 * The start of a HEIF file as an iPhone writes it: an `ftyp` box with the given brands and an empty `meta` box.
 * sharp's build carries no HEVC codec, so it cannot write a real HEIC; the signature is what the check reads.
 */
export function heifHeader(majorBrand: string, compatibleBrands: string[]): Buffer {
  const brands = Buffer.from([majorBrand, '\0\0\0\0', ...compatibleBrands].join(''), 'latin1');
  const fileType = Buffer.concat([Buffer.alloc(4), Buffer.from('ftyp', 'latin1'), brands]);
  fileType.writeUInt32BE(fileType.length, 0);
  const meta = Buffer.concat([Buffer.from([0, 0, 0, 12]), Buffer.from('meta', 'latin1'), Buffer.alloc(4)]);
  return Buffer.concat([fileType, meta, Buffer.alloc(256, 0x5a)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, checksum]);
}

/**
 * A decompression bomb: a valid PNG of a few hundred bytes whose header claims width x height RGB pixels (a
 * 50 000 x 50 000 claim would take 7.5 GB once decoded). Its image data is a few rows of zeros.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const rows = deflateSync(Buffer.alloc(Math.min(width * 3 + 1, 65_536) * 4));
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', rows), pngChunk('IEND', Buffer.alloc(0))]);
}

/**
 * A real JPEG of a few hundred bytes whose frame header (SOF0 or SOF2) is rewritten to claim width x height pixels
 * (at most 65 535 each, the format's limit).
 */
export async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = Buffer.from(await sharp({ create: { width: 16, height: 16, channels: 3, background: '#336699' } }).jpeg().toBuffer());
  for (let offset = 2; offset + 9 < jpeg.length; offset += 1) {
    if (jpeg[offset] === 0xff && (jpeg[offset + 1] === 0xc0 || jpeg[offset + 1] === 0xc2)) {
      // Marker, length (2 bytes), precision (1), then height and width.
      jpeg.writeUInt16BE(height, offset + 5);
      jpeg.writeUInt16BE(width, offset + 7);
      return jpeg;
    }
  }
  throw new Error('no frame header found');
}
