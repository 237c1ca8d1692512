import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler } from 'webpack';
import { brotliTwin, getsTwins, gzipTwin } from '../server/web/precompress';

/* The shop's own webpack plugins (webpack.config.ts): compressed twins, the route chunks' list, the start's links. */

/**
 * Writes a .gz twin beside every text asset worth compressing, and a .br one unless `brotliLater` (npm start writes
 * those once the shop is served: server/web/precompress.ts); the server's static files plugin sends the twin a
 * browser accepts (preCompressed).
 */
export class PrecompressPlugin {
  constructor(private readonly brotliLater: boolean) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          const compressing = Object.entries(assets).map(async ([name, asset]) => {
            const source = asset.buffer();
            if (!getsTwins(name, source.length)) return;
            const info = { compressed: true, immutable: compilation.getAsset(name)?.info.immutable };
            const [brotli, gzipped] = await Promise.all([this.brotliLater ? undefined : brotliTwin(source), gzipTwin(source)]);
            if (brotli) compilation.emitAsset(`${name}.br`, new webpack.sources.RawSource(brotli), info);
            compilation.emitAsset(`${name}.gz`, new webpack.sources.RawSource(gzipped), info);
          });
          await Promise.all(compressing);
        },
      );
    });
  }
}

/**
 * Writes route-chunks.json: each lazy page's chunk group name (page-home, ...) -> the .js and .css files it loads, and
 * the same for each language's texts (i18n-uz, i18n-uz-all, ...; src/i18n/loadTexts.ts) and MUI's theme (shop-theme). The server links them as
 * preloads in the HTML of that page's address, so they download beside the entry scripts instead of after them;
 * the bench reads the same list.
 */
export const ROUTE_CHUNKS_FILE = 'route-chunks.json';

type ChunkGroup = webpack.Compilation['chunkGroups'][number];

/*
 * The lazy parts a page the server draws shows at once (its others open later: dialogs, the footer and the sections
 * below the fold render in the browser as they are needed): their stylesheets are linked with the page's own, and no
 * other part's, since each is one more request before the first paint.
 */
const drawnAtOnce = ['product-buying', 'header-avatar'];

/** The stylesheets of `group` and of the lazy parts under it that are drawn at once. */
function stylesheetsWithin(group: ChunkGroup): string[] {
  const files = new Set<string>();
  const seen = new Set<ChunkGroup>();
  const visit = (current: ChunkGroup) => {
    if (seen.has(current)) return;
    seen.add(current);
    // Not into other pages (a page's links lead to them) nor the texts.
    for (const child of current.getChildren()) if (!/^(page|i18n)-/.test(child.name ?? '')) visit(child);
    if (current !== group && !drawnAtOnce.includes(current.name ?? '')) return;
    for (const file of current.getFiles()) if (file.endsWith('.css')) files.add(file);
  };
  visit(group);
  return [...files];
}

/** The shop's start: what src/main.tsx imports once the page has been painted (the libraries and the app). */
export const START_GROUP = 'shop-start';

export class RouteChunksManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RouteChunksManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RouteChunksManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const routes: Record<string, string[]> = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            // The staff entry's groups (staff-sign-in, staff-app, a section's staff-orders...) too: the bench weighs them.
            if (/^(page|i18n|shop|staff)-/.test(name)) routes[name] = group.getFiles().filter((file) => /\.(js|css)$/.test(file));
            // A page the server draws shows its lazy parts at once: their stylesheets come with it (server/web/ssr/).
            if (/^page-/.test(name)) routes[`styles:${name}`] = stylesheetsWithin(group);
          }
          // The layout's own lazy parts (header menus, footer, the signed-in avatar), drawn on every page.
          const start = compilation.namedChunkGroups.get(START_GROUP);
          if (start) routes['styles:layout'] = stylesheetsWithin(start).filter((file) => !start.getFiles().includes(file));
          compilation.emitAsset(ROUTE_CHUNKS_FILE, new webpack.sources.RawSource(JSON.stringify(routes, null, 1)));
        },
      );
    });
  }
}

/**
 * index.html links the shop's start: its stylesheet as a stylesheet (the layout's first paint needs it, on a page
 * the server drew as in the shell) and its scripts as preloads, so they download beside the entry instead of after it
 * has run; they are evaluated when the entry asks for them, after the first paint.
 */
export class StartChunksPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('StartChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartChunksPlugin', (data) => {
        if (data.outputName !== 'index.html') return data;
        const files = compilation.namedChunkGroups.get(START_GROUP)?.getFiles() ?? [];
        const link = (attributes: Record<string, string>) => HtmlWebpackPlugin.createHtmlTagObject('link', attributes);
        data.headTags.push(
          ...files.filter((file) => file.endsWith('.css')).map((file) => link({ rel: 'stylesheet', href: `${data.publicPath}${file}` })),
          ...files.filter((file) => file.endsWith('.js')).map((file) => link({ rel: 'preload', as: 'script', href: `${data.publicPath}${file}` })),
        );
        return data;
      });
    });
  }
}
