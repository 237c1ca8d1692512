import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { relative, root, sourceFiles } from './sources';

/*
 * Every database write names its columns: the argument of an insert's `.values(...)` and of an update's
 * `.set(...)` is an object literal whose properties are the columns, with no spread, so an object that came
 * from a request (with whatever fields the client added) can never be written as it is. An array of such
 * literals, or `.map(item => ({ ...named columns }))`, names them too. Read from the sources with TypeScript's
 * parser; tests, fixtures and the seed (which writes its own data, not a client's) are left out.
 */

const leftOut = (file: string) =>
  /\.test\.ts$/.test(file) || /\.fixture\.ts$/.test(file) || file.startsWith('server/db/seed/') || file.includes('/testing/');

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) ? unwrap(node.expression) : node;

const namesItsColumns = (node: ts.Expression): boolean => {
  const inner = unwrap(node);
  return ts.isObjectLiteralExpression(inner) && !inner.properties.some(ts.isSpreadAssignment);
};

/** What a `.map` callback answers: its expression body, or every `return` of its block body. */
function answersOf(callback: ts.ArrowFunction | ts.FunctionExpression): ts.Expression[] | undefined {
  if (!ts.isBlock(callback.body)) return [callback.body];
  const answers: ts.Expression[] = [];
  let bare = false;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return; // a nested function's returns are its own
    if (ts.isReturnStatement(node)) {
      if (node.expression) answers.push(node.expression);
      else bare = true;
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(callback.body, visit);
  return bare || answers.length === 0 ? undefined : answers;
}

function isNamedWrite(argument: ts.Expression | undefined): boolean {
  if (!argument) return false;
  const inner = unwrap(argument);
  if (namesItsColumns(inner)) return true;
  if (ts.isArrayLiteralExpression(inner)) return inner.elements.every((element) => !ts.isSpreadElement(element) && namesItsColumns(element));
  if (ts.isCallExpression(inner) && ts.isPropertyAccessExpression(inner.expression) && inner.expression.name.text === 'map') {
    const callback = inner.arguments[0];
    if (!callback || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) return false;
    return answersOf(callback)?.every(namesItsColumns) ?? false;
  }
  return false;
}

/** Whether the call chain the method is called on starts a drizzle write: `x.insert(t)` or `x.update(t)`. */
function comesFromWrite(receiver: ts.Expression): boolean {
  let node: ts.Expression = receiver;
  for (;;) {
    node = unwrap(node);
    if (ts.isNonNullExpression(node) || ts.isAwaitExpression(node)) node = node.expression;
    else if (ts.isCallExpression(node)) {
      if (ts.isPropertyAccessExpression(node.expression) && ['insert', 'update'].includes(node.expression.name.text)) return true;
      node = node.expression;
    } else if (ts.isPropertyAccessExpression(node)) node = node.expression;
    else return false;
  }
}

/** "file:line: text" for each write in the source that does not name its columns. */
function unnamedWrites(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  // The line of the `.values(` or `set:` itself, and the text from there.
  const report = (at: ts.Node, node: ts.Node) => {
    const line = source.getLineAndCharacterOfPosition(at.getStart(source)).line + 1;
    const text = source.text.slice(at.getStart(source), node.getEnd()).replace(/\s+/g, ' ');
    found.push(`${fileName}:${line}: ${text.slice(0, 120)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      if ((method === 'values' || method === 'set') && comesFromWrite(node.expression.expression) && !isNamedWrite(node.arguments[0])) report(node.expression.name, node);
      // An upsert's update half: .onConflictDoUpdate({ set: ... }).
      if (method === 'onConflictDoUpdate') {
        const options = node.arguments[0] && unwrap(node.arguments[0]);
        const set = options && ts.isObjectLiteralExpression(options)
          ? options.properties.find((property) => property.name && ts.isIdentifier(property.name) && property.name.text === 'set')
          : undefined;
        if (set && !(ts.isPropertyAssignment(set) && namesItsColumns(set.initializer))) report(set, set);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the rule itself', () => {
  const check = (text: string) => unnamedWrites('example.ts', text);

  it('flags a write of an object it did not spell out', () => {
    expect(check('await db.update(customers).set(profile).where(x);')).toHaveLength(1);
    expect(check('await db.insert(cartItems).values(line).returning();')).toHaveLength(1);
    expect(check('await db.insert(cartItems).values({ ...request, createdAt: now });')).toHaveLength(1);
    expect(check('await tx.insert(items).values(rows);')).toHaveLength(1);
    expect(check('await tx.insert(items).values([{ a: 1 }, row]);')).toHaveLength(1);
    expect(check('await tx.insert(items).values(rows.map((row) => row));')).toHaveLength(1);
    expect(check('await tx.insert(items).values(rows.map((row) => ({ ...row })));')).toHaveLength(1);
    expect(check('await db.insert(t).values({ a: 1 }).onConflictDoUpdate({ target: t.a, set: fields });')).toHaveLength(1);
  });

  it('passes writes that name every column, and leaves other .set and .values alone', () => {
    expect(check('await db.update(customers).set({ fullName: profile.fullName }).where(x);')).toEqual([]);
    expect(check('await db.insert(t).values([{ a: 1 }, { a: 2 }]);')).toEqual([]);
    expect(check('await db.insert(t).values(rows.map((row) => ({ a: row.a })));')).toEqual([]);
    expect(check('await db.insert(t).values(rows.map((row) => { return { a: row.a }; }));')).toEqual([]);
    expect(check("await db.insert(t).values({ a: 1 }).onConflictDoUpdate({ target: t.a, set: { a: sql`1` } });")).toEqual([]);
    expect(check('cache.set(key, value); map.values(); [...byTier.values()];')).toEqual([]);
  });
});

describe('database writes in server/', () => {
  it('name each column (no request-shaped object passed to .values or .set)', () => {
    const files = sourceFiles(path.join(root, 'server')).filter((file) => !leftOut(relative(file)));
    expect(files.length).toBeGreaterThan(50);
    const offences = files.flatMap((file) => unnamedWrites(relative(file), readFileSync(file, 'utf8')));
    expect(offences).toEqual([]);
  });
});
