/** The picture formats the first bytes of a file can tell apart; only jpeg, png and webp are taken. */
export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'heic' | 'avif' | 'gif' | 'tiff' | 'bmp' | 'jxl';

const startsWith = (input: Buffer, bytes: readonly number[], offset = 0) =>
  input.length >= offset + bytes.length && bytes.every((byte, index) => input[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_START = [0xff, 0xd8, 0xff];
const JXL_CODESTREAM = [0xff, 0x0a];
const JXL_CONTAINER = [0x00, 0x00, 0x00, 0x0c, ...ascii('JXL '), 0x0d, 0x0a, 0x87, 0x0a];
const TIFF_LITTLE = [0x49, 0x49, 0x2a, 0x00];
const TIFF_BIG = [0x4d, 0x4d, 0x00, 0x2a];
/** The sizes a BMP's second header may have, so a text that merely starts with "BM" is not taken for one. */
const BMP_INFO_HEADER_SIZES = new Set([12, 16, 40, 52, 56, 64, 108, 124]);

/**
 * The brands of an ISO base media file (HEIF, AVIF, MP4) that mark a HEIF still picture: Apple's HEIC (HEVC) and
 * the generic HEIF brands a phone may write. AVIF files carry mif1 too, so their own brand is looked for first.
 */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs']);
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

/** The major and compatible brands of an `ftyp` box at the start of the file, or undefined when there is none. */
function fileTypeBrands(input: Buffer): string[] | undefined {
  if (input.length < 16 || input.toString('latin1', 4, 8) !== 'ftyp') return undefined;
  const boxSize = input.readUInt32BE(0);
  const end = Math.min(boxSize >= 16 ? boxSize : 16, input.length);
  const brands = [input.toString('latin1', 8, 12)];
  // Bytes 12-16 are the minor version; the compatible brands follow, four bytes each, to the end of the box.
  for (let offset = 16; offset + 4 <= end; offset += 4) brands.push(input.toString('latin1', offset, offset + 4));
  return brands;
}

function isoMediaFormat(brands: string[]): SniffedFormat | undefined {
  const [major = ''] = brands;
  if (HEIC_BRANDS.has(major)) return 'heic';
  if (AVIF_BRANDS.has(major)) return 'avif';
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand) || GENERIC_HEIF_BRANDS.has(brand))) return 'heic';
  return undefined;
}

/**
 * What kind of picture the bytes are, read from their signature alone (never the file's name or declared type);
 * undefined for anything that is not a known picture format (text, PDF, video, random bytes).
 */
export function sniffImageFormat(input: Buffer): SniffedFormat | undefined {
  if (startsWith(input, JPEG_START)) return 'jpeg';
  if (startsWith(input, PNG_SIGNATURE)) return 'png';
  if (startsWith(input, ascii('RIFF')) && startsWith(input, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(input, ascii('GIF87a')) || startsWith(input, ascii('GIF89a'))) return 'gif';
  if (startsWith(input, TIFF_LITTLE) || startsWith(input, TIFF_BIG)) return 'tiff';
  if (startsWith(input, JXL_CODESTREAM) || startsWith(input, JXL_CONTAINER)) return 'jxl';
  if (startsWith(input, ascii('BM')) && input.length >= 18 && BMP_INFO_HEADER_SIZES.has(input.readUInt32LE(14))) return 'bmp';
  const brands = fileTypeBrands(input);
  return brands ? isoMediaFormat(brands) : undefined;
}
