// Plain JavaScript: jest loads its transformers with Node's require, after the TypeScript loader that read
// jest.config.ts is switched off, so no TypeScript here.
/*
 * The web project's transformer: @swc/jest, after rewriting `import { Button, Dialog } from '@mui/material'` to
 * `import Button from '@mui/material/Button'` and so on. The index loads every MUI component (839 modules) into
 * each test file's fresh module registry, whatever the file uses; by path a file loads what it renders. The build
 * needs no such step: webpack drops the unused exports (docs/architecture.md, the `test/web` row).
 *
 * Which path holds a name is read from MUI's own index (`export { default as Button } from "./Button/index.mjs"`);
 * a name that is no folder's default export (useTheme, buttonClasses) is looked up among the folders the index
 * re-exports whole (styles first, as there). A type-only name stays on the index (swc erases that import), and so
 * does a name found nowhere (the index import then behaves as before).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { createTransformer: createSwcTransformer } = require('@swc/jest');

const muiRoot = path.dirname(require.resolve('@mui/material/package.json'));
const muiIndex = fs.readFileSync(path.join(muiRoot, 'index.mjs'), 'utf8');
const muiVersion = JSON.parse(fs.readFileSync(path.join(muiRoot, 'package.json'), 'utf8')).version;

/** Component name -> folder whose default export it is. */
const defaultFolders = new Map(
  Array.from(muiIndex.matchAll(/export \{ default as (\w+) \} from "\.\/(\w+)\/index\.mjs"/g), ([, name, folder]) => [name, folder]),
);
/** Folders the index re-exports whole (`export * from "./styles/index.mjs"`), in the index's order. */
const wholeFolders = Array.from(muiIndex.matchAll(/export \* from "\.\/(\w+)\/index\.mjs"/g), ([, folder]) => folder);
const namedExportsOfFolder = new Map();

function namedExportsOf(folder) {
  if (!namedExportsOfFolder.has(folder)) namedExportsOfFolder.set(folder, new Set(Object.keys(require(`@mui/material/${folder}`))));
  return namedExportsOfFolder.get(folder);
}

/** `{ source, imported }` for `name`, or undefined when only the index has it. */
function pathOf(name) {
  const folder = defaultFolders.get(name);
  if (folder) return { source: `@mui/material/${folder}`, imported: 'default' };
  const holder = wholeFolders.find((candidate) => namedExportsOf(candidate).has(name));
  return holder ? { source: `@mui/material/${holder}`, imported: name } : undefined;
}

const indexImport = /import\s*\{([^}]*)\}\s*from\s*(['"])@mui\/material\2\s*;?/g;

/** The import declaration `{...} from '@mui/material'` as imports by path, on as many lines as it took. */
function importsByPath(declaration, specifiers) {
  const byPath = [];
  const leftOnIndex = [];
  for (const specifier of specifiers.split(',').map((text) => text.trim()).filter(Boolean)) {
    const [, typeOnly, name, alias = name] = /^(type\s+)?(\w+)(?:\s+as\s+(\w+))?$/.exec(specifier) ?? [];
    const found = name && !typeOnly ? pathOf(name) : undefined;
    if (!found) leftOnIndex.push(specifier);
    else if (found.imported === 'default') byPath.push(`import ${alias} from '${found.source}';`);
    else byPath.push(`import { ${found.imported} as ${alias} } from '${found.source}';`);
  }
  if (leftOnIndex.length > 0) byPath.push(`import { ${leftOnIndex.join(', ')} } from '@mui/material';`);
  // Same line count, so the lines of stack traces and coverage stay the source's.
  return byPath.join(' ') + '\n'.repeat(declaration.split('\n').length - 1);
}

function rewriteMuiImports(source) {
  return source.includes('@mui/material') ? source.replace(indexImport, importsByPath) : source;
}

const ownSource = fs.readFileSync(__filename, 'utf8');

module.exports = {
  createTransformer(swcOptions) {
    const swc = createSwcTransformer(swcOptions);
    return {
      ...swc,
      process: (source, filename, options) => swc.process(rewriteMuiImports(source), filename, options),
      processAsync: (source, filename, options) => swc.processAsync(rewriteMuiImports(source), filename, options),
      getCacheKey: (source, filename, options) =>
        crypto.createHash('sha1').update(swc.getCacheKey(source, filename, options)).update(ownSource).update(muiVersion).digest('hex'),
    };
  },
};
