import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openTestDatabase, TestClock } from '../../test/server/harness';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import type { Database } from '../db/client';
import type { App } from '../http/app-type';
import { TokenService } from '../http/tokens';
import { SandboxSmsProvider } from '../sms/provider';
import { DRAWING_BUNDLE } from './ssr/drawer';

/**
 * The shape of the built index.html (html-webpack-plugin minifies it: unquoted attributes): the small entry, and the
 * shop's start it loads after the first paint, its stylesheet linked and its scripts preloaded (webpack.config.ts).
 */
export const TEST_INDEX_HTML =
  '<!doctype html><html lang=uz><head><meta charset=utf-8><meta name=description content="Libos — onlayn kiyim do\'koni">' +
  '<title>Libos</title><script defer src=/main.01234567.js></script><link rel=stylesheet href=/shop-start.01234567.css>' +
  '<link rel=preload as=script href=/framework.01234567.js><link rel=preload as=script href=/shop-start.89abcdef.js>' +
  '</head><body><div id=root></div></body></html>';

export interface WebTestContext {
  app: App;
  db: Database;
  config: Config;
  webDir: string;
  close(): Promise<void>;
}

/**
 * A test app whose webDir is a temporary built SPA (the shared harness points webDir nowhere, so other domains'
 * tests get JSON 404s). `files` are written into it beside index.html.
 */
export async function createWebTestApp(
  options: { seed?: (db: Database) => Promise<unknown>; files?: Record<string, string | Buffer>; drawsPages?: boolean } = {},
): Promise<WebTestContext> {
  const webDir = await mkdtemp(path.join(os.tmpdir(), 'libos-web-test-'));
  await writeFile(path.join(webDir, 'index.html'), TEST_INDEX_HTML);
  for (const [name, content] of Object.entries(options.files ?? {})) {
    await mkdir(path.dirname(path.join(webDir, name)), { recursive: true });
    await writeFile(path.join(webDir, name), content);
  }
  if (options.drawsPages) {
    // The build's drawing bundle (ssr/drawer.ts), here the SPA's source itself, which the test runner compiles.
    await mkdir(path.join(webDir, path.dirname(DRAWING_BUNDLE)), { recursive: true });
    const source = path.resolve(__dirname, '../../src/renderOnServer.tsx');
    await writeFile(path.join(webDir, DRAWING_BUNDLE), `module.exports = require(${JSON.stringify(source)});\n`);
  }
  const handle = await openTestDatabase();
  if (options.seed) await options.seed(handle.db);
  const config: Config = {
    ...loadConfig({}),
    dataDir: path.join(webDir, 'data'),
    webDir,
    publicUrl: 'https://libos.test',
    // What is drawn is under test here, not how fast: a file of these tests compiles the SPA's source on its first
    // drawing, on a machine other test workers share. A stand-in bundle (drawing-fallback.test.ts) has nothing to
    // compile, and its test of a drawing that never ends waits this long.
    drawingTimeoutMs: options.drawsPages ? 20_000 : 1_000,
  };
  const app = await buildApp({
    db: handle.db,
    config,
    tokens: new TokenService('test-secret-that-is-long-enough-for-hs256'),
    sms: new SandboxSmsProvider(),
    clock: new TestClock(),
  }, { compileSchemasOnFirstUse: true });
  await app.ready();
  return {
    app,
    db: handle.db,
    config,
    webDir,
    close: async () => {
      await app.close();
      await handle.close();
      await rm(webDir, { recursive: true, force: true });
    },
  };
}
