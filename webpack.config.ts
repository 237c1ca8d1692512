import path from 'node:path';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration, type MultiStats, type RuleSetRule } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import { PrecompressPlugin, RouteChunksManifestPlugin, START_GROUP, StartChunksPlugin } from './webpack/plugins';
import { pureReactRouterLoader } from './webpack/pureReactRouter';

type Mode = 'development' | 'production';

// react-router's package exports point every bundler at its development build, whose only difference is that
// its development warnings are switched on; production builds take the production files it ships beside them.
const reactRouterDist = path.dirname(require.resolve('react-router/package.json'));
const reactRouterProduction = {
  'react-router$': path.join(reactRouterDist, 'dist/production/index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dist/production/dom-export.mjs'),
};
// Lets the minifier drop the components and contexts of that build the shop does not use (webpack/pureReactRouter.ts).
const reactRouterPureRule = { test: /[\\/]react-router[\\/]dist[\\/]production[\\/]chunk-\w+\.mjs$/, use: pureReactRouterLoader };

// MUI's CSS-variables theme code, which the shop's plain theme never runs (see src/app/muiWithoutCssVars.js).
const muiCssVarsModules = /[\\/]@mui[\\/]material[\\/]styles[\\/](createThemeWithVars|ThemeProviderWithVars)\.m?js$/;

/*
 * Deterministic module ids (a module keeps its id from release to release, so unchanged files keep their hashes),
 * of four digits however many modules there are. Webpack's own choice widens them to five digits once the build has
 * more than 500 modules (it keeps the id space 20 times the modules'); the staff entry took the build past that, and
 * every one of the thousands of module references in the shop's first load grew a digit (about 0.2 KB gzip). At a
 * 6 % fill an id that is taken is simply hashed again.
 */
const moduleIdsOfFourDigits = new webpack.ids.DeterministicModuleIdsPlugin({ maxLength: 4, fixedLength: true });

/**
 * JavaScript minified by swc: on this project's two-core machines terser took most of a production build (twice the
 * CPU time of everything else), and swc's output is no larger (home first load 151.9 KB gzip against terser's 152.5).
 * webpack's default minimizer keeps the CSS (`minimizeOptions.javascript: false` leaves it only that).
 */
const javascriptBySwc = new MinimizerPlugin({
  test: /\.[cm]?js(?:[?#].*)?$/i,
  minify: MinimizerPlugin.swcMinify,
  minimizerOptions: { compress: { passes: 2 } },
});

/**
 * webpack's persistent cache: a start after a change rebuilds only what the change touched, minified output
 * included. Keyed by build and mode; this file's own changes invalidate it. Kept in the checkout's .tmp rather than
 * node_modules/.cache, so two checkouts sharing one node_modules never write one cache.
 */
function persistentCache(build: string, mode: Mode, cacheDirectory: string): Configuration['cache'] {
  return {
    type: 'filesystem',
    cacheDirectory,
    name: `${build}-${mode}`,
    // The config, and its plugins and loader (a changed loader must not leave modules it once made in the cache).
    buildDependencies: { config: [__filename, `${path.join(__dirname, 'webpack')}/`] },
  };
}

const isLazy = (chunk: webpack.Chunk) => !chunk.canBeInitial();
/** The staff application's lazy chunks: every one is named staff-... (src/features/staff/staffPages.ts and the others). */
const isStaffChunk = (chunk: webpack.Chunk) => chunk.name?.startsWith('staff-') === true;

type WebpackArgv = { mode?: Mode };

/*
 * Pages only a development build has: the inspector's offline receiver (src/app/devtools/inspectorReceiver.ts, opened
 * by `?inspect=local`, at inspectorOptions.ts's OFFLINE_RECEIVER_PATH). A production build has neither entry nor page.
 */
const developmentEntries = { 'devtools-inspector': './src/app/devtools/inspectorReceiver.ts' };
const developmentPages = () => [new HtmlWebpackPlugin({ chunks: ['devtools-inspector'], filename: 'devtools/inspector.html', title: 'Libos inspector' })];

const rootDir = __dirname;
const publicDir = path.resolve(rootDir, 'public');

/*
 * Modules the shop's builds take in place of a library's: toasts keep notistack's API, but the library loads on demand
 * (src/app/toasts.ts); react-i18next's useSyncExternalStore shim for React before 18 is React's own hook
 * (src/app/syncExternalStore.ts).
 */
const replacedModules = {
  notistack$: path.resolve(rootDir, 'src/app/toasts.ts'),
  'use-sync-external-store/shim$': path.resolve(rootDir, 'src/app/syncExternalStore.ts'),
};

// The Libos server (npm run serve) listens here; the dev server forwards API, media and payment
// sandbox pages to it so the SPA can stay same-origin in development as in production.
const backendOrigin = process.env.BACKEND_ORIGIN ?? 'http://localhost:3000';

/** Where the server-rendering bundle goes, inside the build (never served: server/web/routes.ts ignores it). */
export const SERVER_RENDER_DIR = 'ssr';

/** The rules both builds share: TypeScript through swc, pictures and fonts as assets (`emit` false: the shop's build writes them). */
function scriptAndAssetRules(isProduction: boolean, emit: boolean): RuleSetRule[] {
  return [
    {
      test: /\.tsx?$/,
      exclude: /node_modules/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            target: 'es2020',
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic', development: !isProduction } },
          },
        },
      },
    },
    { test: /\.(png|jpe?g|webp|avif|gif|svg)$/i, type: 'asset', generator: { emit } },
    { test: /\.(woff2?|ttf|otf)$/i, type: 'asset/resource', generator: { emit } },
  ];
}

/** CSS modules' class names: scoped per module, the same in both builds (the server's markup uses the shop's stylesheets). */
function cssModuleNames(isProduction: boolean) {
  return isProduction
    ? { localIdentName: '[hash]', localIdentHashDigest: 'base64url', localIdentHashDigestLength: 5 }
    : { localIdentName: '[path][name]__[local]' };
}

/**
 * The shop for Node (src/renderOnServer.tsx): the server draws landing pages with it (server/web/ssr/). One file
 * (lazy pages inlined: nothing to fetch on a server), class names and asset addresses as in the shop's build.
 */
function serverRenderConfig(mode: Mode, outputDir: string, cacheDirectory: string): Configuration {
  const isProduction = mode === 'production';
  return {
    name: 'server-render',
    mode,
    cache: persistentCache('server-render', mode, cacheDirectory),
    context: rootDir,
    target: 'node20',
    entry: { render: './src/renderOnServer.tsx' },
    output: {
      path: path.join(outputDir, SERVER_RENDER_DIR),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      publicPath: '/',
      // The server-rendering bundle is the other build's to write and clean.
      clean: { keep: (file: string) => file.startsWith(`${SERVER_RENDER_DIR}/`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: { ...(isProduction ? reactRouterProduction : {}), ...replacedModules },
    },
    experiments: { css: true },
    module: {
      parser: { 'css/auto': { namedExports: false, dashedIdents: false } },
      generator: { 'css/auto': { ...cssModuleNames(isProduction), exportsOnly: true } },
      rules: scriptAndAssetRules(isProduction, false),
    },
    plugins: [
      new webpack.DefinePlugin({ 'process.env.API_BASE': JSON.stringify(process.env.API_BASE ?? '') }),
      new webpack.NormalModuleReplacementPlugin(muiCssVarsModules, path.resolve(rootDir, 'src/app/muiWithoutCssVars.js')),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    // Read by a server, not downloaded: minifying would only slow the build and the stack traces.
    optimization: { minimize: false },
    devtool: false,
    performance: { hints: false },
  };
}

/**
 * The shop's and staff's build for the browser, and the server's rendering bundle beside it (`webpack --mode
 * production` builds both; the dev server serves the first).
 */
export default function config(_env: Record<string, unknown>, argv: WebpackArgv): Configuration[] {
  return shopBuild(argv.mode ?? 'production', path.resolve(rootDir, 'dist'));
}

/** Where webpack keeps its persistent cache unless told otherwise (the bench times builds with a cache of its own). */
const defaultCacheDirectory = () => path.join(rootDir, '.tmp', 'webpack-cache');

/**
 * Both builds into `outputDir` (the bench builds into a folder of its own). `brotliLater`: the build writes no brotli
 * twins, whose highest level is seconds of a first start; `npm start` writes them once the shop is served.
 */
export function shopBuild(mode: Mode, outputDir: string, cacheDirectory = defaultCacheDirectory(), { brotliLater = false } = {}): Configuration[] {
  return [browserConfig(mode, outputDir, cacheDirectory, brotliLater), serverRenderConfig(mode, outputDir, cacheDirectory)];
}

/**
 * Runs builds (shopBuild's, or a variant of them) through webpack's API, for `npm start`, the bench and the dev-tools
 * journeys: `onProgress` hears the first build's share done (0-100) and phase. Rejects with webpack's errors; resolves
 * with its warnings' text ('' when none), so a caller prints only what needs reading. `onBuilt` hears that text as
 * soon as the files are written, before webpack stores its persistent cache, which takes a few seconds more.
 */
export async function runBuilds(
  configs: Configuration[],
  { onProgress, onBuilt }: { onProgress?: (percent: number, phase: string) => void; onBuilt?: (warnings: string) => void } = {},
): Promise<string> {
  const [first, ...rest] = configs;
  const reported = first && onProgress ? { ...first, plugins: [...(first.plugins ?? []), new webpack.ProgressPlugin((share, phase) => onProgress(Math.round(share * 100), phase))] } : first;
  const compiler = webpack([...(reported ? [reported] : []), ...rest]);
  const stats = await new Promise<MultiStats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error ?? new Error('webpack gave no stats')) : resolve(result))),
  );
  const warnings = stats.hasWarnings() ? stats.toString({ all: false, warnings: true }) : '';
  if (!stats.hasErrors()) onBuilt?.(warnings);
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) throw new Error(stats.toString({ all: false, errors: true }));
  return warnings;
}

function browserConfig(mode: Mode, outputDir: string, cacheDirectory: string, brotliLater = false): Configuration & { devServer?: DevServerConfiguration } {
  const isProduction = mode === 'production';
  // Eight hex digits tell releases apart as surely as twenty; the runtime's list of chunk files carries every one.
  const hashed = isProduction ? '.[contenthash:8]' : '';

  return {
    name: 'browser',
    mode,
    cache: persistentCache('browser', mode, cacheDirectory),
    context: rootDir,
    // The staff application is an entry of its own (served at /staff/*), so that the shop's runtime in main, which
    // lists every chunk main can load, carries none of the staff's sections.
    entry: { main: './src/main.tsx', staff: './src/staff.tsx', ...(isProduction ? {} : developmentEntries) },
    output: {
      path: outputDir,
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      cssFilename: `[name]${hashed}.css`,
      cssChunkFilename: `[name]${hashed}.css`,
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      publicPath: '/',
      // The server-rendering bundle is the other build's to write and clean.
      clean: { keep: (file: string) => file.startsWith(`${SERVER_RENDER_DIR}/`) },
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.json'],
      alias: { ...(isProduction ? reactRouterProduction : {}), ...replacedModules },
    },
    // Webpack's own CSS: the first screen (shell, home, product cards) is styled by plain stylesheets and CSS modules,
    // so it needs no style runtime; MUI and Emotion come with the pages and panels that use them
    // (src/components/theme/ThemeScope.tsx).
    experiments: { css: true },
    module: {
      // Class names are scoped per module; custom properties (--ink, ...) stay global: global.css defines them.
      parser: { 'css/auto': { namedExports: false, dashedIdents: false } },
      generator: { 'css/auto': cssModuleNames(isProduction) },
      rules: [...scriptAndAssetRules(isProduction, true), ...(isProduction ? [reactRouterPureRule] : [])],
    },
    plugins: [
      new webpack.DefinePlugin({
        // Empty means same origin; set API_BASE at build time to point the SPA at another host.
        'process.env.API_BASE': JSON.stringify(process.env.API_BASE ?? ''),
      }),
      new webpack.NormalModuleReplacementPlugin(muiCssVarsModules, path.resolve(rootDir, 'src/app/muiWithoutCssVars.js')),
      new HtmlWebpackPlugin({ template: path.resolve(publicDir, 'index.html'), chunks: ['main'] }),
      new HtmlWebpackPlugin({ template: path.resolve(publicDir, 'index.html'), chunks: ['staff'], filename: 'staff.html' }),
      new CopyWebpackPlugin({
        patterns: [{ from: publicDir, to: '.', globOptions: { ignore: ['**/index.html'] } }],
      }),
      ...(isProduction ? [] : developmentPages()),
      new StartChunksPlugin(),
      new RouteChunksManifestPlugin(),
      ...(isProduction ? [new PrecompressPlugin(brotliLater), moduleIdsOfFourDigits] : []),
    ],
    optimization: {
      minimizer: [javascriptBySwc, '...'],
      minimizeOptions: { javascript: false },
      // Production's module ids come from moduleIdsOfFourDigits (above); development keeps its readable names.
      moduleIds: isProduction ? false : 'named',
      // The runtime (chunk loading, the map of chunk names) rides in main: one request fewer before anything runs.
      runtimeChunk: false,
      splitChunks: {
        chunks: 'all',
        // A phone on HTTP/1.1 opens six connections per host: a lazy page that waits for many small shared chunks
        // waits for round trips. At most this many files per page; smaller shared parts stay inside the pages.
        maxAsyncRequests: 4,
        cacheGroups: {
          // The libraries the first page needs, in one file that changes only when they do (an app release keeps
          // it cached). Only the start's: a library a lazy page uses stays with that page (or a chunk shared by
          // the lazy pages), so no shopper downloads it up front.
          // The shop's start alone: the staff entry's libraries (MUI among them) must not join the shop's framework file.
          framework: { test: /[\\/]node_modules[\\/]/, name: 'framework', chunks: (chunk) => chunk.name === START_GROUP, priority: 10 },
          // Webpack's default groups, for lazy chunks only: the shop's and the staff's entries share no file, so the
          // shop's first load stays the entry and its start's two scripts. The staff's lazy chunks (all named staff-...)
          // split among themselves, apart from the shop's: shared with the shop's, each change to the staff would move
          // the shop's shared chunks (their ids, its runtime's list of them, what its start lists for each page).
          defaultVendors: { test: /[\\/]node_modules[\\/]/, chunks: (chunk) => isLazy(chunk) && !isStaffChunk(chunk), priority: -10, reuseExistingChunk: true },
          default: { chunks: (chunk) => isLazy(chunk) && !isStaffChunk(chunk), minChunks: 2, priority: -20, reuseExistingChunk: true },
          staffVendors: { test: /[\\/]node_modules[\\/]/, chunks: (chunk) => isLazy(chunk) && isStaffChunk(chunk), priority: -10, reuseExistingChunk: true },
          staffDefault: { chunks: (chunk) => isLazy(chunk) && isStaffChunk(chunk), minChunks: 2, priority: -20, reuseExistingChunk: true },
        },
      },
    },
    devtool: isProduction ? false : 'eval-cheap-module-source-map',
    performance: { hints: false },
    devServer: {
      port: 8080,
      historyApiFallback: { rewrites: [{ from: /^\/staff(\/|$)/, to: '/staff.html' }] },
      hot: true,
      static: false,
      proxy: [{ context: ['/api', '/media', '/sandbox'], target: backendOrigin, changeOrigin: false }],
    },
  };
}
