import { uploadCacheControl, uploadKey } from './uploads';

const key = (relative: string, rawUrl = `/media/uploads/${relative}`) => uploadKey(rawUrl, relative);

describe('uploadKey', () => {
  it('names the media key of a plain picture under /media/uploads/', () => {
    expect(key('avatars/face.png')).toBe('avatars/face.png');
    expect(key('products/ab/ab12.avif')).toBe('products/ab/ab12.avif');
  });

  it('refuses names that would leave the folder, even when the router already decoded them', () => {
    for (const relative of ['../secret.png', 'avatars/../../secret.png', '/etc/passwd.png', '/tmp/data/secret.png', 'avatars/./face.png', 'avatars//face.png', 'avatars\\face.png']) {
      expect(key(relative)).toBeUndefined();
    }
  });

  it('refuses any percent-encoding in the raw address', () => {
    expect(key('avatars/face.png', '/media/uploads/avatars%2Fface.png')).toBeUndefined();
    expect(key('avatars/face.png', '/media/uploads/avatars/fac%65.png')).toBeUndefined();
  });

  it('refuses other types and folders', () => {
    expect(key('avatars/face.gif')).toBeUndefined();
    expect(key('avatars')).toBeUndefined();
    expect(key('avatars/notes.txt')).toBeUndefined();
  });
});

describe('uploadCacheControl', () => {
  it('keeps an avatar for good (its random name is written once) and anything else an hour', () => {
    expect(uploadCacheControl(`avatars/${'a1'.repeat(16)}.webp`, 'forever')).toBe('forever');
    expect(uploadCacheControl('avatars/face.png', 'forever')).toBe('public, max-age=3600');
  });
});
