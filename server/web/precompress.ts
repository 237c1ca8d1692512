import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

/*
 * The .br and .gz twins of the shop's built files, which the server sends to a browser that accepts one
 * (server/web/routes.ts, preCompressed): at the highest levels, once per build rather than per request. The build
 * writes both (webpack.config.ts); `npm start`'s build writes the gzip twins and leaves the brotli ones, a few seconds
 * of the first start, to writeBrotliTwins once the shop is served (server/start-build.ts).
 */

const worthCompressing = /\.(js|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

/** Whether a built file gets twins: text worth the trouble; index.html is a template the server fills per page. */
export const getsTwins = (name: string, bytes: number) => worthCompressing.test(name) && path.basename(name) !== 'index.html' && bytes >= MIN_BYTES;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

// zlib's asynchronous calls run on libuv's thread pool: files compress side by side, not one after another.
export const brotliTwin = (source: Buffer) =>
  compressBrotli(source, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: source.length } });
export const gzipTwin = (source: Buffer) => compressGzip(source, { level: 9 });

/**
 * Writes the brotli twin of every file in `outputDir` the build gave a gzip twin (the server's own bundle, ssr/, has
 * none). Each is written aside and renamed into place, so a browser served meanwhile gets the gzip twin or a whole
 * brotli one, never half of one.
 */
export async function writeBrotliTwins(outputDir: string): Promise<void> {
  const files = new Set((await readdir(outputDir, { recursive: true })).map((file) => path.join(outputDir, file)));
  const twinned = [...files].filter((file) => file.endsWith('.gz') && !files.has(`${file.slice(0, -3)}.br`)).map((file) => file.slice(0, -3));
  await Promise.all(
    twinned.map(async (file) => {
      await writeFile(`${file}.br.partial`, await brotliTwin(await readFile(file)));
      await rename(`${file}.br.partial`, `${file}.br`);
    }),
  );
}
