import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { relative, root, sourceFiles } from './sources';
import { domainOf, schemaDir, tableOwners } from './server-domains';

/*
 * The code's shape as docs/architecture.md describes it: imports flow one way (shared code, then features, then
 * the app's wiring), the machines stay pure, nothing imports itself round a cycle, and there are no barrel files.
 * Read from the sources with TypeScript's own import scanner, type-only and dynamic imports included.
 */

const sourceDirs = ['src', 'machines', 'server', 'contract'];

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile() && /\.tsx?$/.test(candidate)) ?? null;
}

const files = sourceDirs.flatMap((dir) => sourceFiles(path.join(root, dir)));
const texts = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
const specifiersOf = (file: string) => ts.preProcessFile(texts.get(file) ?? '', true, true).importedFiles.map((imported) => imported.fileName);
const imports = new Map(files.map((file) => [file, specifiersOf(file).flatMap((specifier) => resolveImport(file, specifier) ?? [])]));

/** Every import from a file under `from` of a file under `to`, as "a.ts -> b.ts". */
function importsBetween(from: (file: string) => boolean, to: (file: string) => boolean): string[] {
  return files.filter(from).flatMap((file) => (imports.get(file) ?? []).filter(to).map((target) => `${relative(file)} -> ${relative(target)}`));
}

const under = (prefix: string) => (file: string) => relative(file).startsWith(prefix);
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || relative(file).includes('/testing/');
const isShared = (file: string) => under('src/components/')(file) || under('src/i18n/')(file);
const isFeature = under('src/features/');
/*
 * The app's foundations, which features may build on: the one RTK Query api their endpoints are injected into, the
 * store and its typed hooks, the session, and the build-time settings. The rest of src/app wires features together.
 */
const appFoundations = ['src/app/api.ts', 'src/app/config.ts', 'src/app/hooks.ts', 'src/app/session.ts', 'src/app/sessionCookies.ts', 'src/app/store.ts'];
const isAppWiring = (file: string) => under('src/app/')(file) && !appFoundations.includes(relative(file));

/** Tarjan's strongly connected components of a graph: each of more than one node, or a node that reaches itself, is a cycle. */
function cyclesIn(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (node: string) => {
    order.set(node, counter);
    lowest.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(node, Math.min(lowest.get(node)!, lowest.get(next)!));
      } else if (onStack.has(next)) {
        lowest.set(node, Math.min(lowest.get(node)!, order.get(next)!));
      }
    }
    if (lowest.get(node) !== order.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return cycles;
}

describe('the import graph', () => {
  it('reads the whole source tree', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.map(relative)).toEqual(expect.arrayContaining(['src/app/router.tsx', 'machines/accountPanel.ts', 'server/main.ts']));
  });

  it('has no cycles', () => {
    expect(cyclesIn(imports).map((cycle) => cycle.map(relative))).toEqual([]);
  });

  it('has no cycles between features either: a feature that uses another is not used by it', () => {
    const featureOf = (file: string) => (isFeature(file) && !isTest(file) ? relative(file).split('/')[2] : undefined);
    const features = new Map<string, string[]>();
    for (const file of files) {
      const feature = featureOf(file);
      if (!feature) continue;
      const used = (imports.get(file) ?? []).map(featureOf).filter((other): other is string => other !== undefined && other !== feature);
      features.set(feature, [...new Set([...(features.get(feature) ?? []), ...used])]);
    }
    expect(features.size).toBeGreaterThan(10);
    expect(cyclesIn(features)).toEqual([]);
  });

  it('keeps the machines pure: no React, no fetch, nothing from the app or the server', () => {
    const isMachine = (file: string) => under('machines/')(file) && !isTest(file);
    const machineFiles = files.filter(isMachine);
    const react = machineFiles.flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => /^react(-dom)?(\/|$)|^@xstate\/react$/.test(specifier))
        .map((specifier) => `${relative(file)} imports ${specifier}`),
    );
    const fetching = machineFiles.filter((file) => /\bfetch\s*\(/.test(texts.get(file) ?? '')).map(relative);
    expect([...react, ...fetching, ...importsBetween(isMachine, (file) => under('src/')(file) || under('server/')(file))]).toEqual([]);
  });

  it('lets shared code (src/components, src/i18n) import no feature and none of the app wiring', () => {
    expect(importsBetween((file) => isShared(file) && !isTest(file), (file) => isFeature(file) || isAppWiring(file))).toEqual([]);
  });

  it('lets features use the app only through its foundations (api, store, hooks, session, config)', () => {
    expect(importsBetween((file) => isFeature(file) && !isTest(file), isAppWiring)).toEqual([]);
  });

  it('keeps the shop and the server apart: the server borrows only the shop’s texts, for the pages it serves', () => {
    const web = (file: string) => under('src/')(file) || under('machines/')(file);
    const server = (file: string) => under('server/')(file) && !isTest(file);
    expect(importsBetween(web, under('server/'))).toEqual([]);
    expect(importsBetween(server, (file) => web(file) && !under('src/i18n/')(file))).toEqual([]);
  });

  it('has no barrel files (modules that only pass on other modules’ exports)', () => {
    const barrels = files.filter((file) => {
      const source = ts.createSourceFile(file, texts.get(file) ?? '', ts.ScriptTarget.Latest, false);
      return source.statements.length > 0 && source.statements.every((statement) => ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined);
    });
    expect(barrels.map(relative)).toEqual([]);
  });
});

describe('the contract shared by the shop and the server (contract/)', () => {
  const inContract = under('contract/');
  const limitsFile = 'contract/limits.ts';
  // The plain modules the SPA may take values from: the limits, the cards' picture sizes and the cart's limit apart
  // so the home page's cards and the shop's start need not carry every limit (contract/cardPictureSizes.ts says
  // why), and the staff sections, plain data the staff router and menu are made from as the server's list of SPA
  // pages is, what the server and the SPA's drawing bundle say to each other, and the name of the staff token's
  // cookie (the server's preloads read it).
  const plainFiles = [limitsFile, 'contract/cardPictureSizes.ts', 'contract/cartLimits.ts', 'contract/staffSections.ts', 'contract/pageDrawing.ts', 'contract/staffSession.ts'];

  /** Each import statement of a file: what it names, and whether it brings in only types. */
  function importStatements(file: string): Array<{ specifier: string; typeOnly: boolean }> {
    const source = ts.createSourceFile(file, texts.get(file) ?? '', ts.ScriptTarget.Latest, false);
    return source.statements.flatMap((statement) => {
      if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const clause = statement.importClause;
        const bindings = clause?.namedBindings;
        const onlyTypeNames = !clause?.name && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.every((element) => element.isTypeOnly);
        return [{ specifier: statement.moduleSpecifier.text, typeOnly: clause?.isTypeOnly === true || onlyTypeNames }];
      }
      if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
        return [{ specifier: statement.moduleSpecifier.text, typeOnly: statement.isTypeOnly }];
      }
      return [];
    });
  }

  it('imports nothing but TypeBox and itself', () => {
    const outside = files.filter(inContract).flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => {
          if (specifier === '@sinclair/typebox') return false;
          const target = resolveImport(file, specifier);
          return !target || !inContract(target);
        })
        .map((specifier) => `${relative(file)} imports ${specifier}`),
    );
    expect(outside).toEqual([]);
  });

  it('keeps TypeBox out of the shop: src/ takes only types from contract/, or the plain limits, cards’ picture sizes, staff sections and cookie', () => {
    const valueImports = files.filter(under('src/')).flatMap((file) =>
      importStatements(file)
        .filter(({ specifier, typeOnly }) => {
          const target = resolveImport(file, specifier);
          return target !== null && inContract(target) && !plainFiles.includes(relative(target)) && !typeOnly;
        })
        .map(({ specifier }) => `${relative(file)} imports values from ${specifier}`),
    );
    expect(valueImports).toEqual([]);
    const machinesTakingMore = importsBetween(under('machines/'), (file) => inContract(file) && !plainFiles.includes(relative(file)));
    expect(machinesTakingMore).toEqual([]);
  });

  it('is used by both sides, and its limits are declared nowhere else', () => {
    expect(importsBetween(under('server/'), inContract).length).toBeGreaterThan(0);
    expect(importsBetween(under('src/'), inContract).length).toBeGreaterThan(0);
    // The cart's limit is in a file of its own (contract/cartLimits.ts says why).
    const limitsPaths = [limitsFile, 'contract/cartLimits.ts'].map((file) => path.join(root, file));
    const limitNames = limitsPaths.flatMap((file) => [...(texts.get(file) ?? '').matchAll(/export const (\w+)/g)].map((match) => match[1]!));
    expect(limitNames).toEqual(expect.arrayContaining(['MAX_LINE_QUANTITY', 'MAX_UPLOAD_BYTES', 'PHONE_PATTERN', 'VERIFY_CODE_LENGTH']));
    const redeclared = files
      .filter((file) => !limitsPaths.includes(file))
      .flatMap((file) => limitNames.filter((name) => new RegExp(`\\b(const|let|var)\\s+${name}\\b`).test(texts.get(file) ?? '')).map((name) => `${relative(file)} declares ${name}`));
    expect(redeclared).toEqual([]);
  });
});

describe('the server’s domains', () => {
  const isDomainCode = (file: string) => domainOf(file) !== undefined && !isTest(file);

  /*
   * Debts of the old layout (docs/architecture.md, Import rules): a domain that reads another's tables. All are paid;
   * the list may only shrink, so a new crossing fails the test below (and so would a listed one that is gone).
   */
  const knownTableCrossings: string[] = [];

  /* Folders of server/ that import each other both ways: debts too, all paid, and the list may only shrink, as above. */
  const knownFolderCycles: string[] = [];

  it('gives every file of server/db/schema/ an owner', () => {
    const schemaFiles = files.filter(under(schemaDir)).map((file) => path.basename(file));
    expect(schemaFiles.sort()).toEqual(Object.keys(tableOwners).sort());
    const domains = new Set(files.map(domainOf));
    expect(Object.values(tableOwners).filter((owner) => owner !== null && !domains.has(owner))).toEqual([]);
  });

  it('keeps each domain’s tables its own: no domain imports a schema file another domain owns', () => {
    const crossings = files.filter(isDomainCode).flatMap((file) => {
      const domain = domainOf(file)!;
      return (imports.get(file) ?? []).filter(under(schemaDir)).flatMap((target) => {
        const owner = tableOwners[path.basename(target)];
        return owner && owner !== domain ? [`${domain} -> ${owner}`] : [];
      });
    });
    const found = [...new Set(crossings)].sort();
    expect(found.filter((crossing) => !knownTableCrossings.includes(crossing))).toEqual([]);
    expect(knownTableCrossings.filter((crossing) => !found.includes(crossing))).toEqual([]);
  });

  it('read each other’s tables only through services: no domain imports another domain’s queries', () => {
    const isQueries = (file: string) => /(^|-)queries\.ts$/.test(path.basename(file));
    const crossings = importsBetween(isDomainCode, (file) => isQueries(file) && domainOf(file) !== undefined).filter((edge) => {
      const [from, to] = edge.split(' -> ') as [string, string];
      return domainOf(path.join(root, from)) !== domainOf(path.join(root, to));
    });
    expect(crossings).toEqual([]);
  });

  it('has no folder of server/ importing a folder that imports it', () => {
    // The demo seed (server/db/seed/) is a folder of its own here: it builds the shop through the domains' code, as
    // the app does, while the rest of db/ (client, schema, migrations) is what the domains build on and imports none.
    const folderOf = (file: string) => {
      const parts = relative(file).split('/');
      if (parts[0] !== 'server' || parts.length <= 2 || isTest(file)) return undefined;
      return parts[1] === 'db' && parts[2] === 'seed' && parts.length > 3 ? 'db/seed' : parts[1];
    };
    const folders = new Map<string, string[]>();
    for (const file of files) {
      const folder = folderOf(file);
      if (!folder) continue;
      const used = (imports.get(file) ?? []).map(folderOf).filter((other): other is string => other !== undefined && other !== folder);
      folders.set(folder, [...new Set([...(folders.get(folder) ?? []), ...used])]);
    }
    expect(folders.size).toBeGreaterThan(15);
    const cycles = [...folders].flatMap(([folder, used]) => used.filter((other) => folder < other && folders.get(other)?.includes(folder)).map((other) => `${folder} <-> ${other}`));
    expect(cycles.filter((cycle) => !knownFolderCycles.includes(cycle))).toEqual([]);
    expect(knownFolderCycles.filter((cycle) => !cycles.includes(cycle))).toEqual([]);
  });
});
