import { JPEG_4X4, WEBP_ALPHA, WEBP_LOSSLESS, WEBP_LOSSY, pngImage } from '../../test/server/images';
import { detectImageType } from './image-type';

describe('detectImageType', () => {
  it('recognises whole PNG, JPEG and WebP pictures and reads their size', () => {
    expect(detectImageType(pngImage({ width: 3, height: 2 }))).toMatchObject({ extension: 'png', mimeType: 'image/png', width: 3, height: 2 });
    expect(detectImageType(JPEG_4X4)).toMatchObject({ extension: 'jpg', mimeType: 'image/jpeg', width: 4, height: 4 });
    for (const webp of [WEBP_LOSSY, WEBP_LOSSLESS, WEBP_ALPHA]) {
      expect(detectImageType(webp)).toMatchObject({ extension: 'webp', mimeType: 'image/webp', width: 1, height: 1, byteLength: webp.length });
    }
  });

  it('ends the picture at its end marker, leaving out whatever is glued after it', () => {
    const png = pngImage();
    expect(detectImageType(Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]))?.byteLength).toBe(png.length);
    expect(detectImageType(Buffer.concat([JPEG_4X4, Buffer.from('ftypmp42 video')]))?.byteLength).toBe(JPEG_4X4.length);
  });

  it('refuses other files, including ones that only start like a picture', () => {
    expect(detectImageType(Buffer.from('hello, this is text'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a......'))).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(detectImageType(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))).toBeNull();
    expect(detectImageType(Buffer.concat([pngImage().subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]))).toBeNull();
    expect(detectImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });

  it('refuses truncated pictures', () => {
    for (const whole of [pngImage(), JPEG_4X4, WEBP_LOSSY, WEBP_LOSSLESS, WEBP_ALPHA]) {
      for (const cut of [1, 2, 12, Math.floor(whole.length / 2)]) {
        expect(detectImageType(whole.subarray(0, whole.length - cut))).toBeNull();
      }
    }
  });

  it('refuses empty or absurd dimensions', () => {
    expect(detectImageType(pngImage({ width: 0, height: 10 }))).toBeNull();
    expect(detectImageType(pngImage({ width: 100_000, height: 1 }))).toBeNull();
    expect(detectImageType(pngImage({ width: 10_000, height: 10_000 }))).toBeNull();
    expect(detectImageType(pngImage({ width: 8160, height: 6120 }))).not.toBeNull();
  });

  it('refuses a PNG whose header is not a valid IHDR', () => {
    const png = pngImage();
    const badDepth = Buffer.from(png);
    badDepth[24] = 7; // bit depth 7 does not exist
    expect(detectImageType(badDepth)).toBeNull();
    const chunkTooLong = Buffer.from(png);
    chunkTooLong.writeUInt32BE(0xffff, 33); // the IDAT chunk claims more bytes than the file has
    expect(detectImageType(chunkTooLong)).toBeNull();
  });
});
