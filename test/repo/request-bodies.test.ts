import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { relative, root, sourceFiles } from './sources';

/*
 * Request bodies are written once, in contract/ beside the answers (docs/architecture.md): the server validates
 * with those TypeBox schemas and the SPA sends their static types. So the server declares no body of its own (it
 * calls no ClosedObject, and every route's `body:` is a schema imported from contract/), and the SPA hand-writes
 * no `XBody` type. Read from the sources with TypeScript's parser; tests are left out on the server's side.
 *
 * The payment providers' requests (server/payments/{payme,click,uzum}/protocol.ts) and the sandbox that stands in
 * for the providers (server/sandbox/) are left out too: those bodies are the providers' contracts with the shop,
 * written to their documents, not ours with the SPA, so they stay on the server.
 */

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

function nodesOf(source: ts.SourceFile): ts.Node[] {
  const nodes: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    nodes.push(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return nodes;
}

const where = (source: ts.SourceFile, node: ts.Node) => `${relative(source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;

const providersOwn = (file: string) => file.startsWith('server/payments/') || file.startsWith('server/sandbox/');
const serverSources = sourceFiles(path.join(root, 'server'))
  .filter((file) => !/\.test\.ts$/.test(file) && !providersOwn(relative(file)))
  .map(parse);
const shopSources = ['src', 'machines'].flatMap((dir) => sourceFiles(path.join(root, dir))).map(parse);
const contractSources = sourceFiles(path.join(root, 'contract')).map(parse);

/** Where a file names ClosedObject in code (an import or a call, not a comment or a string). */
const closedObjectUses = (source: ts.SourceFile) =>
  nodesOf(source)
    .filter((node): node is ts.Identifier => ts.isIdentifier(node) && node.text === 'ClosedObject')
    .map((node) => where(source, node));

/** The names a file imports from contract/. */
function contractImports(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const target = relative(path.resolve(path.dirname(source.fileName), statement.moduleSpecifier.text));
    const bindings = statement.importClause?.namedBindings;
    if (!target.startsWith('contract/') || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

/**
 * The file's multipart upload descriptions: `Type.Unsafe(...)` schemas that only tell the OpenAPI document of a
 * form's file field (the handler reads the stream itself), not a JSON body anyone validates.
 */
function uploadDescriptions(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const node of nodesOf(source)) {
    if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer || !ts.isCallExpression(node.initializer)) continue;
    const callee = node.initializer.expression;
    if (ts.isPropertyAccessExpression(callee) && callee.getText(source) === 'Type.Unsafe') names.add(node.name.text);
  }
  return names;
}

/** Each route's `body:`: a property of a `schema:` object. */
const routeBodies = (source: ts.SourceFile) =>
  nodesOf(source).flatMap((node) => {
    if (!ts.isPropertyAssignment(node) || node.name.getText(source) !== 'schema' || !ts.isObjectLiteralExpression(node.initializer)) return [];
    return node.initializer.properties.filter((property): property is ts.PropertyAssignment => ts.isPropertyAssignment(property) && property.name.getText(source) === 'body');
  });

/** The routes' bodies that are not a schema imported from contract/ (nor an upload's description). */
function bodiesNotFromContract(source: ts.SourceFile): string[] {
  const fromContract = contractImports(source);
  const uploads = uploadDescriptions(source);
  return routeBodies(source).flatMap((property) => {
    const value = property.initializer;
    if (ts.isIdentifier(value) && (fromContract.has(value.text) || uploads.has(value.text))) return [];
    return [`${where(source, property)} body: ${value.getText(source).slice(0, 60)}`];
  });
}

/** The `type XBody =` and `interface XBody` a file declares. */
const bodyTypes = (source: ts.SourceFile) =>
  nodesOf(source)
    .filter((node): node is ts.TypeAliasDeclaration | ts.InterfaceDeclaration => ts.isTypeAliasDeclaration(node) || ts.isInterfaceDeclaration(node))
    .filter((declaration) => /Body$/.test(declaration.name.text))
    .map((declaration) => `${where(source, declaration)} ${declaration.name.text}`);

describe('request bodies, written once in contract/', () => {
  it('reads the server, the shop and the contract', () => {
    expect(serverSources.length).toBeGreaterThan(200);
    expect(shopSources.length).toBeGreaterThan(200);
    // The bodies are there: contract/ builds them with ClosedObject (contract/request.ts).
    expect(contractSources.flatMap(closedObjectUses).length).toBeGreaterThan(50);
  });

  it('are declared by no server file: it calls no ClosedObject', () => {
    expect(serverSources.flatMap(closedObjectUses)).toEqual([]);
  });

  it('are what the server’s routes validate: each `body:` is a schema imported from contract/', () => {
    expect(serverSources.flatMap(routeBodies).length).toBeGreaterThan(50);
    expect(serverSources.flatMap(bodiesNotFromContract)).toEqual([]);
  });

  it('are typed from contract/ in the shop: no hand-written `type XBody` or `interface XBody`', () => {
    expect(shopSources.flatMap(bodyTypes)).toEqual([]);
  });
});
