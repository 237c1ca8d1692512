import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/* What the repository's rules (test/repo) read: the sources, by their path from the repository's root. */

export const root = path.resolve(__dirname, '../..');

/** A file's path from the repository's root, with forward slashes ("server/main.ts"). */
export const relative = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** Every TypeScript source below `dir`, declaration files aside. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}
