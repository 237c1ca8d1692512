import { sniffImageFormat } from './sniff';
import { heifHeader, otherFormat, transparentPng, webpPhoto } from './testing/photos';

const bytes = (...values: number[]) => Buffer.from([...values, ...new Array<number>(32).fill(0)]);

describe('sniffImageFormat', () => {
  it('reads the format from the signature of pictures sharp wrote', async () => {
    const sharpMade = await Promise.all([transparentPng(4, 4), webpPhoto(4, 4), otherFormat('gif'), otherFormat('tiff'), otherFormat('avif')]);
    expect(sharpMade.map(sniffImageFormat)).toEqual(['png', 'webp', 'gif', 'tiff', 'avif']);
    expect(sniffImageFormat(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('jpeg');
  });

  it('tells HEIC from AVIF, though both are HEIF files that may list mif1', () => {
    expect(sniffImageFormat(heifHeader('heic', ['mif1', 'heic']))).toBe('heic');
    expect(sniffImageFormat(heifHeader('heix', ['mif1']))).toBe('heic');
    expect(sniffImageFormat(heifHeader('mif1', ['mif1', 'heic']))).toBe('heic');
    expect(sniffImageFormat(heifHeader('mif1', ['mif1', 'miaf']))).toBe('heic');
    expect(sniffImageFormat(heifHeader('avif', ['avif', 'mif1', 'miaf']))).toBe('avif');
    expect(sniffImageFormat(heifHeader('mif1', ['avif', 'mif1']))).toBe('avif');
  });

  it('knows JPEG XL and BMP, and does not take a text beginning with "BM" for a BMP', () => {
    expect(sniffImageFormat(bytes(0xff, 0x0a))).toBe('jxl');
    const bmp = Buffer.alloc(64);
    bmp.write('BM', 0, 'latin1');
    bmp.writeUInt32LE(40, 14);
    expect(sniffImageFormat(bmp)).toBe('bmp');
    expect(sniffImageFormat(Buffer.from('BMW catalogue, spring prices and sizes'))).toBeUndefined();
  });

  it('gives nothing for what is not a picture: text, PDF, an MP4 video, a RIFF sound, empty or short files', () => {
    const mp4 = heifHeader('isom', ['isom', 'iso2', 'mp41']);
    const wave = Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1');
    for (const input of [Buffer.from('hello.jpg'), Buffer.from('%PDF-1.7'), mp4, wave, Buffer.alloc(0), Buffer.from([0xff, 0xd8])]) {
      expect(sniffImageFormat(input)).toBeUndefined();
    }
  });
});
