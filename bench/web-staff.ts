import path from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO_STAFF } from '../server/db/seed/demo-accounts';
import { machineProbe } from './machine-probe';
import { LCP_PHASES, lighthouseRunner, startShop, type PageScore } from './web-lighthouse';
import { entryScripts, kb, sizeOf, total, type FileSize, type RouteChunks } from './web-sizes';

/**
 * The staff application's figures for `npm run bench:web` (issue 33), reported like the shop's home: the first-load
 * JavaScript (gzip) of the sign-in page and of a signed-in section (the orders, where every sign-in lands), each
 * section's own chunk, and Lighthouse mobile (performance, and accessibility) for both pages on the seeded demo shop,
 * signed out at /staff and signed in (the demo staff member's cookies) at /staff/orders.
 * The chunk groups are webpack.config.ts's (route-chunks.json): the entry staff.html loads, then `staff-sign-in`
 * (signed out) or `staff-app` and `staff-theme`, then the opened section's `staff-<section>` (signed in; src/staff.tsx).
 */
export const STAFF_SIGN_IN_TARGET_KB = 120;
export const STAFF_SIGN_IN_SCORE_TARGET = 95;
export const STAFF_SECTION_SCORE_TARGET = 90;
export const STAFF_ACCESSIBILITY_TARGET = 100;

const SIGN_IN_GROUPS = ['staff-sign-in'];
/** Signed in at /staff/orders: the app (store, router, frame), MUI's theme, the section, and every area's texts in Uzbek. */
const ORDERS_GROUPS = ['staff-app', 'staff-theme', 'staff-orders', 'i18n-uz-all'];
/** The lazy groups that are no section's: the app, its theme, the sign-in. */
const NOT_SECTIONS = new Set(['staff-app', 'staff-theme', 'staff-sign-in']);

const pad = (text: string, width: number) => text.padEnd(width);
const num = (text: string, width = 10) => text.padStart(width);

export interface StaffSizes {
  signInKb: number;
  ordersKb: number;
}

/** The page's scripts and the groups' .js files, each once, with the groups missing from the build named. */
async function firstLoad(distDir: string, routes: RouteChunks, groups: string[]): Promise<{ sizes: FileSize[]; missing: string[] }> {
  const entry = await entryScripts(distDir, 'staff.html');
  const missing = groups.filter((group) => !routes[group]);
  const files = [...new Set([...entry, ...groups.flatMap((group) => routes[group] ?? [])])].filter((file) => file.endsWith('.js'));
  return { sizes: await Promise.all(files.map((file) => sizeOf(distDir, file))), missing };
}

function printFirstLoad(title: string, { sizes, missing }: { sizes: FileSize[]; missing: string[] }): number {
  console.log(`\n${title}:`);
  for (const size of sizes) console.log(`  ${pad(size.file, 48)}${num(kb(size.raw))} KB raw${num(kb(size.gzip))} KB gzip`);
  const gzip = total(sizes, 'gzip');
  console.log(`  ${pad('total', 48)}${num(kb(total(sizes, 'raw')))} KB raw${num(kb(gzip))} KB gzip (${kb(total(sizes, 'brotli'))} KB brotli)`);
  if (missing.length > 0) console.log(`  (the build has no ${missing.join(', ')}: not counted)`);
  return gzip / 1024;
}

/** Prints the staff entry's two first loads and every section's chunk; returns the two totals (KB gzip). */
export async function printStaffSizes(distDir: string, routes: RouteChunks): Promise<StaffSizes> {
  const signInKb = printFirstLoad(
    `Staff sign-in first load, signed out at /staff (staff.html scripts + ${SIGN_IN_GROUPS.join(' + ')})`,
    await firstLoad(distDir, routes, SIGN_IN_GROUPS),
  );
  const ordersKb = printFirstLoad(
    `Staff signed in at /staff/orders (staff.html scripts + ${ORDERS_GROUPS.join(' + ')})`,
    await firstLoad(distDir, routes, ORDERS_GROUPS),
  );
  const app = new Set(routes['staff-app'] ?? []);
  console.log('\nStaff sections (own chunk; "+ shared" adds the lazy chunks it shares with other parts, not those the app already has):');
  console.log(`  ${pad('chunk group', 26)}${num('raw KB')}${num('gzip KB')}${num('+ shared gzip KB', 20)}`);
  for (const [group, files] of Object.entries(routes).sort(([a], [b]) => a.localeCompare(b))) {
    if (!group.startsWith('staff-') || NOT_SECTIONS.has(group)) continue;
    const sizes = await Promise.all(files.filter((file) => file.endsWith('.js') && !app.has(file)).map((file) => sizeOf(distDir, file)));
    const own = sizes.filter((size) => path.basename(size.file).startsWith(`${group}.`));
    console.log(`  ${pad(group, 26)}${num(kb(total(own, 'raw')))}${num(kb(total(own, 'gzip')))}${num(kb(total(sizes, 'gzip')), 20)}`);
  }
  // The shop's first load and the staff's share no file: nothing of the staff app reaches a shopper.
  const shop = new Set(await entryScripts(distDir, 'index.html'));
  const staffFiles = Object.entries(routes)
    .filter(([group]) => group.startsWith('staff-'))
    .flatMap(([, files]) => files)
    .concat(await entryScripts(distDir, 'staff.html'));
  const shared = [...new Set(staffFiles)].filter((file) => shop.has(file));
  console.log(`  the shop's first load holds ${shared.length === 0 ? 'no staff file' : `staff files: ${shared.join(', ')}`}`);
  return { signInKb, ordersKb };
}

export interface StaffScore {
  label: string;
  path: string;
  signedIn: boolean;
  runs: number[];
  score: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  lcpPhases: number[];
  lcpElement: string;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.floor(sorted.length / 2)]!;
}

function summary(label: string, pagePath: string, signedIn: boolean, results: PageScore[]): StaffScore {
  const metric = (id: string) => median(results.map((result) => result.metrics[id]!));
  const byLcp = [...results].sort((a, b) => a.metrics['largest-contentful-paint']! - b.metrics['largest-contentful-paint']!);
  return {
    label,
    path: pagePath,
    signedIn,
    runs: results.map((result) => result.score),
    score: median(results.map((result) => result.score)),
    accessibility: median(results.map((result) => result.accessibility ?? Number.NaN)),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lcpPhases: LCP_PHASES.map((phase) => median(results.map((result) => result.lcpPhases[phase] ?? Number.NaN))),
    lcpElement: byLcp[Math.floor(byLcp.length / 2)]?.lcpElement ?? '?',
  };
}

/** The demo staff member's sign-in, as the sign-in form keeps it (src/features/staff/staffSession.ts: three cookies). */
async function staffCookies(origin: string): Promise<Array<{ name: string; value: string; url: string }>> {
  const response = await fetch(`${origin}/api/auth/loginUser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phoneNumber: DEMO_STAFF.phoneNumber, password: DEMO_STAFF.password }),
  });
  const answer = (await response.json()) as { accessToken?: string; role?: string };
  if (!response.ok || !answer.accessToken) throw new Error(`the demo staff member could not sign in (${response.status})`);
  const values = { staffToken: answer.accessToken, staffRole: answer.role ?? '', staffPhone: DEMO_STAFF.phoneNumber };
  return Object.entries(values).map(([name, value]) => ({ name, value, url: origin }));
}

const ROW = (cells: string[]) => `  ${cells[0]!.padEnd(10)}${cells[1]!.padEnd(15)}${cells[2]!.padEnd(11)}${cells.slice(3).map((cell, index) => cell.padStart(index === 1 ? 12 : 8)).join('')}`;

export interface StaffOptions {
  distDir: string;
  runs: number;
  port: number;
  warmUp: boolean;
}

/**
 * Lighthouse mobile for the sign-in page (signed out) and the orders (signed in), run by run in turn, on one seeded
 * demo shop serving the build. The signed-in runs carry the staff cookies, set in the browser between the runs;
 * Lighthouse clears the page's caches and storage but leaves cookies (its clearStorageTypes).
 */
export async function measureStaff(options: StaffOptions): Promise<StaffScore[]> {
  const shop = await startShop(options.distDir, options.port);
  const runner = await lighthouseRunner().catch(async (error: unknown) => {
    await shop.stop();
    throw error;
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${runner.port}`);
  const cookies = browser.contexts()[0]!;
  const rows: StaffScore[] = [];
  try {
    const signedIn = await staffCookies(shop.origin);
    const pages: Array<[label: string, pagePath: string, signedIn: boolean]> = [
      ['sign-in', '/staff', false],
      ['orders', '/staff/orders', true],
    ];
    const measure = async (pagePath: string, withSession: boolean) => {
      await cookies.clearCookies();
      if (withSession) await cookies.addCookies(signedIn);
      return runner.measure(`${shop.origin}${pagePath}`, { accessibility: true });
    };
    console.log(`\nStaff pages, Lighthouse mobile (${options.runs} run${options.runs > 1 ? 's' : ''} per page, median of each figure) at ${shop.origin}:`);
    console.log(`  before: ${machineProbe()}`);
    if (options.warmUp) for (const [, pagePath, withSession] of pages) await measure(pagePath, withSession);
    const results = new Map<string, PageScore[]>(pages.map(([label]) => [label, []]));
    for (let run = 0; run < options.runs; run += 1) {
      for (const [label, pagePath, withSession] of pages) {
        const result = await measure(pagePath, withSession).catch((error: unknown) => {
          console.log(`  (a run of ${pagePath} failed: ${String(error)}${shop.ended() ? `; the shop ${shop.ended()}` : ''})`);
        });
        if (result) results.get(label)!.push(result);
      }
    }
    console.log(ROW(['page', 'path', 'session', 'score', 'runs', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'a11y']));
    for (const [label, pagePath, withSession] of pages) {
      const row = summary(label, pagePath, withSession, results.get(label)!);
      rows.push(row);
      const ms = (value: number) => String(Math.round(value));
      console.log(
        ROW([row.label, row.path, withSession ? 'signed in' : 'signed out', String(row.score), row.runs.join(','), ms(row.fcp), ms(row.lcp), ms(row.tbt), row.cls.toFixed(3), String(row.accessibility)]),
      );
    }
    console.log('  LCP by phase, ms (median of runs): time to first byte + load delay + load time + render delay, and its element:');
    for (const row of rows) console.log(`  ${row.label.padEnd(10)}${row.lcpPhases.map((ms) => String(Math.round(ms)).padStart(5)).join(' +')}   ${row.lcpElement}`);
    console.log(`  after:  ${machineProbe()}`);
  } finally {
    await browser.close().catch(() => undefined);
    await runner.close();
    await shop.stop();
  }
  return rows;
}

/** The target lines of the staff figures. */
export function printStaffTargets(sizes: StaffSizes, scores: StaffScore[]): void {
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  console.log(`  staff sign-in first-load JS ${sizes.signInKb.toFixed(1)} KB gzip <= ${STAFF_SIGN_IN_TARGET_KB} KB: ${verdict(sizes.signInKb <= STAFF_SIGN_IN_TARGET_KB)}`);
  if (scores.length === 0) console.log('  staff pages, Lighthouse mobile: not measured');
  for (const row of scores) {
    const target = row.signedIn ? STAFF_SECTION_SCORE_TARGET : STAFF_SIGN_IN_SCORE_TARGET;
    const met = row.score >= target && row.accessibility >= STAFF_ACCESSIBILITY_TARGET && Number(row.cls.toFixed(3)) === 0;
    console.log(
      `  staff ${pad(row.label, 8)} performance ${row.score} >= ${target}, accessibility ${row.accessibility} >= ${STAFF_ACCESSIBILITY_TARGET}, CLS ${row.cls.toFixed(3)} = 0: ${verdict(met)}`,
    );
  }
}
