import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

/*
 * The server compiled once, for tests that start many server processes: `tsx server/main.ts` compiles the server's
 * TypeScript in every process it starts (about 3 s of CPU each), where `node` on this bundle only loads it. The
 * same compiler as tsx's (esbuild, with the project's tsconfig); packages stay in node_modules, required as usual.
 */
const rootDir = path.resolve(__dirname, '../..');

/**
 * Each source file keeps its own __dirname and __filename (server/db/client.ts finds its migrations beside it),
 * as under tsx; bundled, they would otherwise be the bundle's.
 */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async ({ path: file }) => ({
      contents: (await readFile(file, 'utf8'))
        .replace(/\b__dirname\b/g, JSON.stringify(path.dirname(file)))
        .replace(/\b__filename\b/g, JSON.stringify(file)),
      loader: 'ts',
    }));
  },
};

export interface ServerBundle {
  /** The script to run with `node` in place of `tsx server/main.ts`. */
  script: string;
  remove(): Promise<void>;
}

export async function bundleServer(): Promise<ServerBundle> {
  // Inside the repository (.tmp/, ignored by git), so the bundle's require() finds node_modules as the sources do.
  await mkdir(path.join(rootDir, '.tmp'), { recursive: true });
  const dir = await mkdtemp(path.join(rootDir, '.tmp', 'server-bundle-'));
  const script = path.join(dir, 'main.js');
  await build({
    entryPoints: [path.join(rootDir, 'server/main.ts')],
    outfile: script,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node}`,
    packages: 'external',
    // Relative to the sources, so a stack trace (node --enable-source-maps) names the TypeScript file and line.
    sourcemap: 'inline',
    tsconfig: path.join(rootDir, 'tsconfig.json'),
    absWorkingDir: rootDir,
    plugins: [sourceLocations],
    logLevel: 'warning',
  });
  return { script, remove: () => rm(dir, { recursive: true, force: true }) };
}
