import path from 'node:path';
import { printBuildTimes, timedBuilds } from './web-build';
import { measureLandings, type LandingScore } from './web-landings';
import { measureStaff, printStaffSizes, printStaffTargets, type StaffScore } from './web-staff';
import { entryScripts, entryStyles, kb, routeChunks, sizeOf, total, type FileSize, type RouteChunks } from './web-sizes';

/**
 * `npm run bench:web`: builds the SPA for production (BENCH_SKIP_BUILD=1 reuses the last bench build), prints the
 * first-load JavaScript of the home route (the scripts index.html loads, the Uzbek first texts and the home page's
 * lazy chunks, gzip) and the size of every route chunk, then runs Lighthouse's mobile performance audit in Debian's
 * Chromium against two seeded demo shops serving that build, one with server rendering on and one with it off
 * (SERVER_RENDERING=0, today's shell), for home, a category, a product and a look (web-landings.ts), with the machine
 * probe's readings before and after. Then the same for the staff application (web-staff.ts, issue 33): the sign-in's and
 * a signed-in section's first load, each section's chunk, and Lighthouse mobile for /staff signed out and
 * /staff/orders signed in.
 * Targets: home first-load JS <= 150 KB gzip; with server rendering on, mobile performance >= 98 and LCP <= 1.5 s on
 * all four (issue 29); with it off the figures are there to compare, without a target. Staff: sign-in first-load JS
 * <= 120 KB gzip, performance >= 95 signed out and >= 90 signed in, accessibility 100 and no layout shift on both.
 * BENCH_RUNS (default 3) Lighthouse runs per page and setting, after one unscored warm-up run per shop
 * (BENCH_WARMUP=0 skips it), the median counts; BENCH_SKIP_LIGHTHOUSE=1 stops after the sizes; BENCH_PAGES=staff
 * (or landings) runs Lighthouse on those pages only; WEB_DIR builds into and serves another folder; BENCH_PORT
 * (default 3917, and the next two ports) is where the shops listen.
 */
const FIRST_LOAD_TARGET_KB = 150;
const PERFORMANCE_TARGET = 98;
const LCP_TARGET_MS = 1500;
const HOME_ROUTE = 'page-home';
const FIRST_TEXTS = 'i18n-uz';

const rootDir = path.resolve(__dirname, '..');
const distDir = path.resolve(rootDir, process.env.WEB_DIR ?? 'dist');
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const port = Number(process.env.BENCH_PORT ?? 3917);
const warmUp = process.env.BENCH_WARMUP !== '0';

const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const pad = (text: string, width: number) => text.padEnd(width);
const num = (text: string, width = 10) => text.padStart(width);

async function firstLoad(routes: RouteChunks): Promise<number> {
  const entry = await entryScripts(distDir);
  const home = routes[HOME_ROUTE];
  if (!home) throw new Error(`the build has no ${HOME_ROUTE} chunk group: is the home route still lazy?`);
  // The SPA renders once its language's first texts are in (src/i18n/loadTexts.ts): Lighthouse's browser gets Uzbek.
  const texts = routes[FIRST_TEXTS] ?? [];
  const all = [...new Set([...entry, ...texts, ...home])];
  const files = all.filter((file) => file.endsWith('.js'));
  const sizes = await Promise.all(files.map((file) => sizeOf(distDir, file)));
  // Stylesheets are not JavaScript (no parse, no run), but they are on the first screen's path too: shown apart.
  const styles = await Promise.all([...(await entryStyles(distDir)), ...all.filter((file) => file.endsWith('.css'))].map((file) => sizeOf(distDir, file)));
  console.log(`\nHome first load (index.html scripts + ${FIRST_TEXTS} texts + the home page chunks):`);
  for (const size of sizes) console.log(`  ${pad(size.file, 48)}${num(kb(size.raw))} KB raw${num(kb(size.gzip))} KB gzip`);
  const gzip = total(sizes, 'gzip');
  console.log(`  ${pad('total', 48)}${num(kb(total(sizes, 'raw')))} KB raw${num(kb(gzip))} KB gzip (${kb(total(sizes, 'brotli'))} KB brotli)`);
  console.log(`  ${pad('and CSS (not counted): ' + styles.map((size) => size.file).join(', '), 48)}${num(kb(total(styles, 'raw')))} KB raw${num(kb(total(styles, 'gzip')))} KB gzip`);
  return gzip / 1024;
}

async function printRouteChunks(routes: RouteChunks): Promise<void> {
  const entry = new Set(await entryScripts(distDir));
  console.log('\nRoute chunks (own chunk; "+ shared" adds the lazy chunks it shares with other routes):');
  console.log(`  ${pad('route', 20)}${num('raw KB')}${num('gzip KB')}${num('+ shared gzip KB', 20)}`);
  for (const [route, files] of Object.entries(routes).sort(([a], [b]) => a.localeCompare(b))) {
    if (!route.startsWith('page-')) continue;
    const lazy = files.filter((file) => !entry.has(file) && file.endsWith('.js'));
    const sizes: FileSize[] = await Promise.all(lazy.map((file) => sizeOf(distDir, file)));
    const own = sizes.filter((size) => path.basename(size.file).startsWith(`${route}.`));
    console.log(`  ${pad(route, 20)}${num(kb(total(own, 'raw')))}${num(kb(total(own, 'gzip')))}${num(kb(total(sizes, 'gzip')), 20)}`);
  }
}

async function main(): Promise<void> {
  const skipBuild = process.env.BENCH_SKIP_BUILD === '1';
  console.log(skipBuild ? `Reusing the build in ${distDir}` : `Building for production into ${distDir} ...`);
  // Timed cold and warm (issue 32); the warm build is the one measured below.
  if (!skipBuild) printBuildTimes(await timedBuilds(distDir, path.join(rootDir, '.tmp', 'bench-webpack-cache')));
  const routes = await routeChunks(distDir);
  const homeKb = await firstLoad(routes);
  await printRouteChunks(routes);
  const staffSizes = await printStaffSizes(distDir, routes);
  const lighthouse = process.env.BENCH_SKIP_LIGHTHOUSE !== '1';
  const pages = process.env.BENCH_PAGES;
  const landings: LandingScore[] = lighthouse && pages !== 'staff' ? await measureLandings({ distDir, runs, port, warmUp }) : [];
  const staff: StaffScore[] = lighthouse && pages !== 'landings' ? await measureStaff({ distDir, runs, port: port + 2, warmUp }) : [];

  console.log('\nTargets:');
  console.log(`  home first-load JS ${homeKb.toFixed(1)} KB gzip <= ${FIRST_LOAD_TARGET_KB} KB: ${verdict(homeKb <= FIRST_LOAD_TARGET_KB)}`);
  const rendered = landings.filter((row) => row.rendering === 'on');
  if (rendered.length === 0) console.log(`  mobile performance >= ${PERFORMANCE_TARGET} and LCP <= ${LCP_TARGET_MS} ms with server rendering on: not measured`);
  for (const row of rendered) {
    if (row.runs.length === 0) {
      console.log(`  ${pad(row.label, 9)} server rendering on: not measured (every run failed)`);
      continue;
    }
    const met = row.score >= PERFORMANCE_TARGET && row.lcp <= LCP_TARGET_MS;
    console.log(
      `  ${pad(row.label, 9)} server rendering on: performance ${row.score} >= ${PERFORMANCE_TARGET}, LCP ${Math.round(row.lcp)} ms <= ${LCP_TARGET_MS} ms: ${verdict(met)}${row.drawn ? '' : ' (not drawn: the shell)'}`,
    );
  }
  printStaffTargets(staffSizes, staff);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
