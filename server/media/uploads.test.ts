import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findUpload } from './uploads';

let dataDir: string;
let root: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'libos-uploads-'));
  root = path.join(dataDir, 'uploads');
  await mkdir(path.join(root, 'avatars'), { recursive: true });
  await writeFile(path.join(root, 'avatars', 'face.png'), 'png');
  await writeFile(path.join(dataDir, 'secret.png'), 'secret');
  await symlink(path.join(dataDir, 'secret.png'), path.join(root, 'avatars', 'escape.png'));
});

const find = (relative: string, rawUrl = `/media/uploads/${relative}`) => findUpload(root, rawUrl, relative);

describe('findUpload', () => {
  it('finds a plain image under the uploads folder', async () => {
    expect(await find('avatars/face.png')).toEqual({ file: path.join(root, 'avatars', 'face.png'), contentType: 'image/png' });
  });

  it('refuses names that would leave the folder, even when the router already decoded them', async () => {
    for (const relative of ['../secret.png', 'avatars/../../secret.png', '/etc/passwd.png', `${dataDir}/secret.png`, 'avatars/./face.png', 'avatars//face.png', 'avatars\\face.png']) {
      expect(await find(relative)).toBeUndefined();
    }
  });

  it('refuses any percent-encoding in the raw address', async () => {
    expect(await find('avatars/face.png', '/media/uploads/avatars%2Fface.png')).toBeUndefined();
    expect(await find('avatars/face.png', '/media/uploads/avatars/fac%65.png')).toBeUndefined();
  });

  it('refuses links that point out of the folder, other types and folders', async () => {
    expect(await find('avatars/escape.png')).toBeUndefined();
    expect(await find('avatars/face.gif')).toBeUndefined();
    expect(await find('avatars')).toBeUndefined();
    expect(await find('avatars/missing.webp')).toBeUndefined();
  });
});
