import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every text a shopper sees goes through i18next. This walks the SPA's components and fails on JSX text
 * with letters, and on literal strings in attributes that reach the screen or a screen reader.
 */
const visibleAttributes = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label', 'helperText', 'aria-valuetext']);
const root = path.resolve(__dirname, '..');
const letters = /\p{L}{2,}/u;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : componentFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

function hardCodedTexts(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && letters.test(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && visibleAttributes.has(node.name.getText(source)) && node.initializer) {
      const value = ts.isStringLiteral(node.initializer)
        ? node.initializer.text
        : ts.isJsxExpression(node.initializer) && node.initializer.expression && ts.isStringLiteral(node.initializer.expression)
          ? node.initializer.expression.text
          : undefined;
      if (value && letters.test(value)) found.push(`${node.name.getText(source)}="${value}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${path.relative(root, file)}: ${text}`);
}

describe('visible texts', () => {
  it('are never hard-coded in components', () => {
    const files = componentFiles(root);
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => hardCodedTexts(file))).toEqual([]);
  });

  it('the scan finds hard-coded texts when there are some', () => {
    const probe = path.join(root, 'probe.tsx');
    const component = 'export const A = () => <p aria-label="Savat" title={t("x")}>Buy now {count}</p>;';
    expect(hardCodedTexts(probe, component)).toEqual(['probe.tsx: aria-label="Savat"', 'probe.tsx: Buy now']);
  });
});
