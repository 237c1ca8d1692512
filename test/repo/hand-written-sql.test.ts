import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { relative, root, sourceFiles } from './sources';
import { domainOf, schemaDir, tableOwners } from './server-domains';

/*
 * The rule that no domain reads or writes another's tables (test/repo/imports.test.ts) follows imports of the schema
 * files; SQL written by hand names its tables in text, which no import shows. This reads that text: every sql`...`
 * template and sql.raw(...) string of a domain's code, for the tables it selects from, joins, inserts into, updates or
 * deletes from, against the owners of test/repo/server-domains.ts.
 */

const files = sourceFiles(path.join(root, 'server')).filter((file) => !/\.test\.ts$/.test(file) && !relative(file).includes('/testing/'));

/** The SQL name of every table of the schema, and the domain that owns it. */
const ownerOfTable = new Map(
  files
    .filter((file) => relative(file).startsWith(schemaDir))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/pgTable\(\s*'([a-z_0-9]+)'/g)].map((match) => [match[1]!, tableOwners[path.basename(file)] ?? null] as const)),
);

const literalText = (node: ts.Node): string | undefined => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ? ');
  return undefined;
};

/** The text of the file's sql`...` templates and sql.raw(...) arguments (an interpolation reads as "?"). */
function handWrittenSql(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'sql') found.push(literalText(node.template) ?? '');
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'sql.raw' && node.arguments[0]) found.push(literalText(node.arguments[0]) ?? '');
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const TABLE_AFTER = /\b(?:from|join|into|update|exists\s*\(\s*select\s+1\s+from)\s+(?:only\s+)?"?([a-z_0-9]+)"?/gi;

/** "domain -> owner (table)" for each table of another domain the file's SQL names. */
function crossingsOf(file: string): string[] {
  const domain = domainOf(file);
  if (!domain) return [];
  return handWrittenSql(file).flatMap((text) =>
    [...text.matchAll(TABLE_AFTER)].flatMap((match) => {
      const owner = ownerOfTable.get(match[1]!.toLowerCase());
      return owner && owner !== domain ? [`${domain} -> ${owner} (${match[1]!.toLowerCase()})`] : [];
    }),
  );
}

/*
 * Debts: SQL written before this rule that names another domain's table. The list may only shrink, as the imports'
 * debts (docs/architecture.md, Import rules): the owner writes the SQL (a condition or a subquery its service hands
 * out), or the asking domain's holders do.
 */
const knownCrossings: string[] = [
  'catalogue -> loyalty (sale_group_categories)', 'catalogue -> loyalty (sale_groups)', 'catalogue -> reviews (reviews)',
];

describe('hand-written SQL', () => {
  it('finds the tables of the schema and SQL in the domains to read', () => {
    expect(ownerOfTable.size).toBeGreaterThan(40);
    expect(ownerOfTable.get('orders')).toBe('orders');
    expect(files.filter((file) => domainOf(file)).flatMap(handWrittenSql).length).toBeGreaterThan(50);
  });

  it('names no table of another domain', () => {
    const found = [...new Set(files.flatMap(crossingsOf))].sort();
    expect(found.filter((crossing) => !knownCrossings.includes(crossing))).toEqual([]);
    expect(knownCrossings.filter((crossing) => !found.includes(crossing))).toEqual([]);
  });
});
