import { detectImageType } from './image-type';

describe('detectImageType', () => {
  it('recognises PNG, JPEG and WebP by their first bytes', () => {
    expect(detectImageType(Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'))?.extension).toBe('png');
    expect(detectImageType(Buffer.from('ffd8ffe000104a464946', 'hex'))?.extension).toBe('jpg');
    expect(detectImageType(Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')]))?.extension).toBe('webp');
  });

  it('refuses other files, including ones that only start like a picture', () => {
    expect(detectImageType(Buffer.from('hello, this is text'))).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a......'))).toBeNull();
    expect(detectImageType(Buffer.from('89504e47', 'hex'))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
