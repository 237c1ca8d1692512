import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { insertColor, insertProduct } from '../../test/server/fixtures';
import { openTestDatabase } from '../../test/server/harness';
import type { DatabaseHandle } from './client';
import { products } from './schema/catalogue';

/*
 * Migration 0007 on a shop that ran before it, whose products may share a reference number in one colour or have
 * none: its data statements give those rows reference numbers made from their ids, so the unique index after them
 * can be built, and the search keys follow. Columns it adds take their defaults (VAT 12, version 1, no tax codes).
 */

const MIGRATION = path.join(__dirname, 'migrations', '0007_staff_catalogue_roles_audit.sql');
const statements = readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim());
const dataStatements = statements.filter((statement) => statement.startsWith('UPDATE "products"'));
const uniqueIndex = statements.find((statement) => statement.startsWith('CREATE UNIQUE INDEX "products_reference_color_unique"'))!;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

it('renames duplicate and blank reference numbers after the row id so the unique index builds, and keeps them searchable', async () => {
  const { db } = handle;
  expect(dataStatements).toHaveLength(2);
  await db.execute(sql.raw('DROP INDEX "products_reference_color_unique"'));
  const red = await insertColor(db, { nameUZB: 'Qizil', nameRUS: 'Красный', colorCode: '#cc0000' });
  const blue = await insertColor(db, { nameUZB: 'Ko‘k', nameRUS: 'Синий', colorCode: '#0000cc' });
  const first = (await insertProduct(db, { referenceNumber: 'LB-1', colorId: red.id })).product;
  const again = (await insertProduct(db, { referenceNumber: 'LB-1', colorId: red.id })).product;
  const otherColour = (await insertProduct(db, { referenceNumber: 'LB-1', colorId: blue.id })).product;
  const blank = (await insertProduct(db, { referenceNumber: '', colorId: blue.id })).product;

  const keyOf = async (id: number) => (await db.select({ key: products.searchKey }).from(products).where(eq(products.id, id)))[0]!.key;
  const before = new Map(await Promise.all([first, again, otherColour, blank].map(async (row) => [row.id, await keyOf(row.id)] as const)));

  for (const statement of dataStatements) await db.execute(sql.raw(statement));
  await db.execute(sql.raw(uniqueIndex));

  const rows = await db
    .select({ id: products.id, referenceNumber: products.referenceNumber, searchKey: products.searchKey, vatPercent: products.vatPercent, version: products.version, mxikCode: products.mxikCode })
    .from(products)
    .orderBy(asc(products.id));
  expect(rows.map((row) => row.referenceNumber)).toEqual(['LB-1', `LB-1-${again.id}`, 'LB-1', `P-${blank.id}`]);
  expect(rows.every((row) => row.vatPercent === 12 && row.version === 1 && row.mxikCode === null)).toBe(true);
  // The renamed rows' keys gain the new reference number's words (the next start rewrites them whole: 0022).
  expect(await keyOf(first.id)).toBe(before.get(first.id));
  expect(await keyOf(again.id)).toBe(`${before.get(again.id)} ${again.id}`);
  expect(await keyOf(otherColour.id)).toBe(before.get(otherColour.id));
  expect(await keyOf(blank.id)).toBe(`${before.get(blank.id)} p ${blank.id}`.trim());
});
