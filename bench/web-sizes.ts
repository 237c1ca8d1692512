import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { runBuilds, shopBuild } from '../webpack.config';
import { ROUTE_CHUNKS_FILE } from '../webpack/plugins';

/** Each lazy route's chunk group name (page-home, ...) -> its .js files, the shared lazy chunks it waits for included. */
export type RouteChunks = Record<string, string[]>;

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** The production build (the shop's and the server's rendering bundle) into `distDir`; a failed build stops the bench. */
export async function buildForProduction(distDir: string): Promise<void> {
  await runBuilds(shopBuild('production', distDir));
}

/** The build's own list of route chunks (see RouteChunksManifestPlugin in webpack.config.ts). */
export async function routeChunks(distDir: string): Promise<RouteChunks> {
  return JSON.parse(await readFile(path.join(distDir, ROUTE_CHUNKS_FILE), 'utf8')) as RouteChunks;
}

/**
 * The scripts a page loads before it starts: index.html's entry and the shop's start it preloads (webpack.config.ts),
 * or staff.html's entry.
 */
export async function entryScripts(distDir: string, page = 'index.html'): Promise<string[]> {
  const html = await readFile(path.join(distDir, page), 'utf8');
  const tags = /<script\b[^>]*\bsrc=["']?\/?([^"'\s>]+\.js)|<link\b(?=[^>]*\bas=["']?script)[^>]*\bhref=["']?\/?([^"'\s>]+\.js)/g;
  return [...html.matchAll(tags)].map((match) => (match[1] ?? match[2])!);
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
