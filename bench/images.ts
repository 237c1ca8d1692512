import os from 'node:os';
import sharp from 'sharp';
import { photoTurns, processProductPhoto, type ProcessedPhoto } from '../server/media/images/process';
import { noisyJpeg } from '../server/media/images/testing/photos';

/**
 * `npm run bench:images`: the time to turn one 12-megapixel camera photo (a 4000 x 3000 JPEG of noise over
 * gradients, the costliest kind of picture to encode) into every size the storefront serves (WebP and AVIF at
 * 400, 800 and 1600 px), the median of BENCH_RUNS runs one after another, and the process's peak memory (RSS,
 * sampled every 5 ms) while doing it. One photo at a time, as the pipeline's own turns allow on this machine.
 */
const runs = Number(process.env.BENCH_RUNS ?? 5);
const WIDTH = 4000;
const HEIGHT = 3000;

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const input = await noisyJpeg(WIDTH, HEIGHT);
  console.log(
    `Libos image benchmark: one ${WIDTH} x ${HEIGHT} JPEG (${((WIDTH * HEIGHT) / 1e6).toFixed(0)} MP, ${megabytes(input.length)}), ${runs} runs; ` +
      `${os.availableParallelism()} cores, ${photoTurns.limit} photo(s) at once, ${sharp.concurrency()} libvips thread(s) each`,
  );

  const rssBefore = process.memoryUsage.rss();
  let peakRss = rssBefore;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 5);
  const seconds: number[] = [];
  let photo: ProcessedPhoto | undefined;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    photo = await processProductPhoto(input);
    seconds.push((performance.now() - started) / 1000);
  }
  clearInterval(sampler);

  console.log(`\n${'output'.padEnd(8)} ${'size'.padStart(11)} ${'bytes'.padStart(8)}`);
  for (const variant of photo?.variants ?? []) {
    console.log(`${variant.format.padEnd(8)} ${`${variant.width}x${variant.height}`.padStart(11)} ${kilobytes(variant.bytes).padStart(8)}`);
  }
  const total = photo?.variants.reduce((sum, variant) => sum + variant.bytes, 0) ?? 0;
  console.log(`${'all'.padEnd(8)} ${''.padStart(11)} ${kilobytes(total).padStart(8)}`);
  console.log(
    `\nprocessing one photo into all its sizes: median ${median(seconds).toFixed(2)} s ` +
      `(min ${Math.min(...seconds).toFixed(2)} s, max ${Math.max(...seconds).toFixed(2)} s)`,
  );
  console.log(`peak RSS while processing: ${megabytes(peakRss)} (${megabytes(rssBefore)} before the first run)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
