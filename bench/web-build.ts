import { rm } from 'node:fs/promises';
import { runBuilds, shopBuild } from '../webpack.config';

export type BuildTimes = {
  /** No persistent cache: the files written, then with webpack's cache stored as well. */
  cold: { builtMs: number; cachedMs: number };
  /** The same build again with that cache and nothing changed: the least a start after a small change costs. */
  warmMs: number;
};

/**
 * The production build (the shop's and the server's rendering bundle, as `npm start` makes them) timed cold and warm
 * on this machine (issue 32), with a cache folder of the bench's own, so a developer's cache is neither used nor
 * spoiled. The warm build writes the same files again, so the bench goes on with that build.
 */
export async function timedBuilds(distDir: string, cacheDir: string): Promise<BuildTimes> {
  await rm(cacheDir, { recursive: true, force: true });
  const started = performance.now();
  let builtMs = 0;
  await runBuilds(shopBuild('production', distDir, cacheDir), { onBuilt: () => (builtMs = performance.now() - started) });
  const cachedMs = performance.now() - started;
  const warmStarted = performance.now();
  await runBuilds(shopBuild('production', distDir, cacheDir));
  return { cold: { builtMs, cachedMs }, warmMs: performance.now() - warmStarted };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function printBuildTimes(times: BuildTimes): void {
  console.log('\nProduction build (both bundles, this machine):');
  console.log(`  cold (no cache)       ${seconds(times.cold.builtMs)} to the files, ${seconds(times.cold.cachedMs)} with webpack's cache stored`);
  console.log(`  warm (cache, no edit) ${seconds(times.warmMs)}`);
}
