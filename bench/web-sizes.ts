import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import webpack, { type MultiStats } from 'webpack';
import { ROUTE_CHUNKS_FILE, shopBuild } from '../webpack.config';

/** Each lazy route's chunk group name (page-home, ...) -> its .js files, the shared lazy chunks it waits for included. */
export type RouteChunks = Record<string, string[]>;

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** `npx webpack --mode production` (the shop's build and the server's rendering bundle) into `distDir`, through the API so a failed build stops the bench. */
export async function buildForProduction(distDir: string): Promise<void> {
  const compiler = webpack(shopBuild('production', distDir));
  const stats = await new Promise<MultiStats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('webpack gave no stats')) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
}

/** The build's own list of route chunks (see RouteChunksManifestPlugin in webpack.config.ts). */
export async function routeChunks(distDir: string): Promise<RouteChunks> {
  return JSON.parse(await readFile(path.join(distDir, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunks;
}

/** The scripts index.html loads before anything renders. */
export async function entryScripts(distDir: string): Promise<string[]> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<script\b[^>]*\bsrc=["']?\/?([^"'\s>]+\.js)/g)].map((match) => match[1]!);
}

/** The stylesheets index.html links. */
export async function entryStyles(distDir: string): Promise<string[]> {
  const html = await readFile(path.join(distDir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link\b[^>]*\bhref=["']?\/?([^"'\s>]+\.css)/g)].map((match) => match[1]!);
}

export async function sizeOf(distDir: string, file: string): Promise<FileSize> {
  const bytes = await readFile(path.join(distDir, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length };
}

export function total(sizes: FileSize[], key: 'raw' | 'gzip' | 'brotli'): number {
  return sizes.reduce((sum, size) => sum + size[key], 0);
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
