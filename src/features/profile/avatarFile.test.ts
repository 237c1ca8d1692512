import { MAX_UPLOAD_BYTES } from '../../../contract/limits';
import { avatarFileProblem } from './avatarFile';

describe('avatarFileProblem', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts %s up to 5 MB', (type) => {
    expect(avatarFileProblem({ type, size: 1024 })).toBeUndefined();
    expect(avatarFileProblem({ type, size: MAX_UPLOAD_BYTES })).toBeUndefined();
  });

  it('refuses other types, whatever their size', () => {
    expect(avatarFileProblem({ type: 'image/gif', size: 1024 })).toBe('type');
    expect(avatarFileProblem({ type: 'application/pdf', size: 1024 })).toBe('type');
    expect(avatarFileProblem({ type: '', size: 1024 })).toBe('type');
  });

  it('refuses a picture over 5 MB and an empty file', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(avatarFileProblem({ type: 'image/png', size: MAX_UPLOAD_BYTES + 1 })).toBe('size');
    expect(avatarFileProblem({ type: 'image/png', size: 0 })).toBe('empty');
  });
});
