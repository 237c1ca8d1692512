import { runBuilds, shopBuild } from '../webpack.config';
import { writeBrotliTwins } from './web/precompress';

/**
 * The shop's production build for `npm start` (server/start.ts), in a process of its own so that it runs beside the
 * server's migrations and seeding rather than before them. Usage: tsx server/start-build.ts <folder>. It tells its
 * parent the build's progress, that the files are written (then it stores webpack's cache, writes the brotli twins and
 * exits), or why it failed.
 */
export type BuildMessage =
  | { kind: 'progress'; percent: number; phase: string }
  | { kind: 'built'; warnings: string }
  | { kind: 'failed'; message: string };

/** Resolves once the message is handed to the parent, so an exit right after it does not drop it. */
const send = (message: BuildMessage) => new Promise<void>((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));

async function main(outputDir: string): Promise<void> {
  let shown = '';
  let brotli: Promise<void> | undefined;
  await runBuilds(shopBuild('production', outputDir, undefined, { brotliLater: true }), {
    onProgress: (percent, phase) => {
      // The progress hook fires thousands of times; the parent shows only changes.
      if (`${percent} ${phase}` === shown) return;
      shown = `${percent} ${phase}`;
      void send({ kind: 'progress', percent, phase });
    },
    onBuilt: (warnings) => {
      void send({ kind: 'built', warnings });
      // Served from now on, with gzip twins; the brotli ones follow while webpack stores its cache.
      brotli = writeBrotliTwins(outputDir);
    },
  });
  await brotli;
}

const outputDir = process.argv[2];
if (!outputDir) throw new Error('usage: tsx server/start-build.ts <folder>');
main(outputDir).then(
  () => process.exit(0),
  async (error: unknown) => {
    await send({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  },
);
