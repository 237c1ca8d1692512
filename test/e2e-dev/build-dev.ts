import path from 'node:path';
import { runBuilds, shopBuild } from '../../webpack.config';

/*
 * The development build the dev-tools journeys run against (playwright.config.ts here): the shop as `npm run dev:web`
 * compiles it, with the inspector and the tape recorder in it, written to a folder of its own so the production
 * build in dist/ stays as `npm start` left it. Usage: tsx test/e2e-dev/build-dev.ts <folder>.
 */
async function main(): Promise<void> {
  const outputDir = path.resolve(process.argv[2] ?? '.tmp/dist-dev');
  // Source maps in files rather than eval'd modules: the server's Content-Security-Policy (script-src 'self') refuses
  // eval, and the dev server's default would leave the page blank.
  const configs = shopBuild('development', outputDir).map((config) => ({ ...config, devtool: config.devtool && 'cheap-module-source-map' }));
  await runBuilds(configs);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
