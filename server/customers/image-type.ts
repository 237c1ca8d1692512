export interface ImageType {
  extension: 'jpg' | 'png' | 'webp';
  mimeType: string;
  width: number;
  height: number;
  /**
   * Where the picture ends. Bytes after it (a phone's motion-photo video, a payload glued to the end) are
   * no part of the picture and are not stored.
   */
  byteLength: number;
}

/** Larger than any avatar needs and than browsers decode comfortably (WebP's own limit is 16383). */
export const MAX_IMAGE_SIDE = 16_384;
/** A 50-megapixel phone photo fits; a tiny file claiming a huge canvas (a decompression bomb) does not. */
export const MAX_IMAGE_PIXELS = 50_000_000;

type Found = Omit<ImageType, 'extension' | 'mimeType'>;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The picture format by the file's bytes, or null unless the file is a whole, well-formed JPEG, PNG or WebP of
 * sane size. The name and declared type of an upload prove nothing, and a matching first few bytes prove
 * little: the structure is walked to its end marker, so a truncated file or HTML behind a PNG signature fails.
 */
export function detectImageType(bytes: Buffer): ImageType | null {
  const png = bytes.subarray(0, 8).equals(PNG_SIGNATURE) ? readPng(bytes) : null;
  if (png) return sane({ extension: 'png', mimeType: 'image/png', ...png });
  const jpeg = bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff ? readJpeg(bytes) : null;
  if (jpeg) return sane({ extension: 'jpg', mimeType: 'image/jpeg', ...jpeg });
  const isRiffWebp = bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';
  const webp = isRiffWebp ? readWebp(bytes) : null;
  if (webp) return sane({ extension: 'webp', mimeType: 'image/webp', ...webp });
  return null;
}

function sane(image: ImageType): ImageType | null {
  const { width, height } = image;
  const fits = width >= 1 && height >= 1 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE;
  return fits && width * height <= MAX_IMAGE_PIXELS ? image : null;
}

/** Allowed PNG colour types and their bit depths (PNG spec, table 11.1). */
const PNG_DEPTHS: Record<number, number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };

/** Signature, IHDR first, chunks that each fit, at least one IDAT, then IEND. */
function readPng(bytes: Buffer): Found | null {
  let position = 8;
  let header: { width: number; height: number } | undefined;
  let sawData = false;
  while (position + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(position);
    const type = bytes.toString('latin1', position + 4, position + 8);
    const dataStart = position + 8;
    const next = dataStart + length + 4;
    if (length > 0x7fffffff || !/^[A-Za-z]{4}$/.test(type) || next > bytes.length) return null;
    if (!header) {
      if (type !== 'IHDR' || length !== 13) return null;
      const colourType = bytes[dataStart + 9]!;
      const depthOk = PNG_DEPTHS[colourType]?.includes(bytes[dataStart + 8]!) ?? false;
      const methodsOk = bytes[dataStart + 10] === 0 && bytes[dataStart + 11] === 0 && bytes[dataStart + 12]! <= 1;
      if (!depthOk || !methodsOk) return null;
      header = { width: bytes.readUInt32BE(dataStart), height: bytes.readUInt32BE(dataStart + 4) };
    } else if (type === 'IHDR') {
      return null;
    } else if (type === 'IDAT') {
      sawData = true;
    } else if (type === 'IEND') {
      return sawData && length === 0 ? { ...header, byteLength: next } : null;
    }
    position = next;
  }
  return null;
}

const isFrameMarker = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
const isRestartMarker = (marker: number) => marker >= 0xd0 && marker <= 0xd7;

/** SOI, segments that each fit, a frame header (SOFn) before the first scan, scans, then EOI. */
function readJpeg(bytes: Buffer): Found | null {
  let position = 2;
  let frame: { width: number; height: number } | undefined;
  let sawScan = false;
  while (position < bytes.length) {
    if (bytes[position] !== 0xff) return null;
    while (bytes[position] === 0xff) position++; // fill bytes before a marker
    if (position >= bytes.length) return null;
    const marker = bytes[position]!;
    position++;
    if (marker === 0xd9) return frame && sawScan ? { ...frame, byteLength: position } : null;
    if (isRestartMarker(marker) || marker === 0x01) continue; // markers without a length
    if (marker === 0x00 || marker === 0xd8 || position + 2 > bytes.length) return null;
    const length = bytes.readUInt16BE(position);
    const end = position + length;
    if (length < 2 || end > bytes.length) return null;
    if (isFrameMarker(marker)) {
      if (frame || length < 8) return null;
      frame = { height: bytes.readUInt16BE(position + 3), width: bytes.readUInt16BE(position + 5) };
    }
    position = end;
    if (marker === 0xda) {
      if (!frame) return null;
      sawScan = true;
      const after = skipEntropyCodedData(bytes, position);
      if (after === undefined) return null;
      position = after;
    }
  }
  return null;
}

/** The offset of the marker that ends a scan's coded data; inside it 0xFF is only followed by 0x00 or RSTn. */
function skipEntropyCodedData(bytes: Buffer, from: number): number | undefined {
  let position = from;
  for (;;) {
    position = bytes.indexOf(0xff, position);
    if (position < 0 || position + 1 >= bytes.length) return undefined;
    const following = bytes[position + 1]!;
    if (following !== 0x00 && !isRestartMarker(following)) return position;
    position += 2;
  }
}

/** RIFF size within the file, chunks that each fit it exactly, and an image chunk whose header gives the size. */
function readWebp(bytes: Buffer): Found | null {
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length || riffEnd < 20) return null;
  let position = 12;
  let size: { width: number; height: number } | undefined;
  let extended = false;
  let sawImage = false;
  while (position < riffEnd) {
    if (position + 8 > riffEnd) return null;
    const fourcc = bytes.toString('latin1', position, position + 4);
    const length = bytes.readUInt32LE(position + 4);
    const data = position + 8;
    if (data + length > riffEnd) return null;
    const chunk = bytes.subarray(data, data + length);
    if (position === 12) {
      if (fourcc === 'VP8X') extended = true;
      size = webpSize(fourcc, chunk) ?? undefined;
      if (!size) return null;
    }
    if (fourcc === 'VP8 ' || fourcc === 'VP8L' || fourcc === 'ANMF') {
      if (extended && fourcc !== 'ANMF' && !webpSize(fourcc, chunk)) return null;
      sawImage = true;
    }
    position = data + length + (length % 2);
  }
  return size && sawImage && position === riffEnd ? { ...size, byteLength: riffEnd } : null;
}

function webpSize(fourcc: string, chunk: Buffer): { width: number; height: number } | null {
  if (fourcc === 'VP8 ') {
    // A key frame (bit 0 clear) with the start code 9d 01 2a, then 14-bit width and height.
    if (chunk.length < 10 || (chunk[0]! & 1) !== 0 || chunk[3] !== 0x9d || chunk[4] !== 0x01 || chunk[5] !== 0x2a) return null;
    return { width: chunk.readUInt16LE(6) & 0x3fff, height: chunk.readUInt16LE(8) & 0x3fff };
  }
  if (fourcc === 'VP8L') {
    // Signature 0x2f, then width-1 and height-1 in 14 bits each, and a version of 0.
    if (chunk.length < 5 || chunk[0] !== 0x2f) return null;
    const bits = chunk.readUInt32LE(1);
    if (bits >>> 29 !== 0) return null;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (fourcc === 'VP8X') {
    // Flags and reserved bytes, then the canvas: width-1 and height-1 in 24 bits each.
    if (chunk.length < 10) return null;
    return { width: chunk.readUIntLE(4, 3) + 1, height: chunk.readUIntLE(7, 3) + 1 };
  }
  return null;
}
