import { asc, count, isNull } from 'drizzle-orm';
import { openTestDatabase } from '../../../test/server/harness';
import type { Executor } from '../client';
import { categories, products } from '../schema/catalogue';
import { coupons, loyaltyTiers } from '../schema/loyalty';
import { customers } from '../schema/people';
import { users } from '../schema/staff';
import { postFilials, regions, subRegions } from '../schema/places';
import { demoStaffPasswordInUse } from '../../staff/demo-staff';
import { seedIfEmpty } from './index';

async function rows(db: Executor, table: typeof categories | typeof regions | typeof subRegions | typeof postFilials | typeof loyaltyTiers | typeof coupons | typeof users | typeof customers) {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('seedIfEmpty', () => {
  it('seeds the demo shop into an empty database once, and a second start keeps the data', async () => {
    const handle = await openTestDatabase();
    try {
      expect(await seedIfEmpty(handle.db, { demo: true })).toBe('demo');
      const before = await handle.db.select().from(products).orderBy(asc(products.id));
      const customersBefore = await rows(handle.db, customers);
      expect(await seedIfEmpty(handle.db, { demo: true })).toBe('none');
      const after = await handle.db.select().from(products).orderBy(asc(products.id));
      expect(after).toEqual(before);
      // The demo customer and the customers who wrote the demo's reviews, once.
      expect(customersBefore).toBeGreaterThan(1);
      expect(await rows(handle.db, customers)).toBe(customersBefore);
      // The demo's staff account signs in with the published password, which the start-up log warns of.
      expect(await demoStaffPasswordInUse(handle.db)).toBe(true);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('without the demo seeds only the reference data: no catalogue, no accounts, no published password', async () => {
    const handle = await openTestDatabase();
    try {
      expect(await seedIfEmpty(handle.db, { demo: false })).toBe('reference');
      expect(await rows(handle.db, regions)).toBe(14);
      expect(await rows(handle.db, subRegions)).toBeGreaterThan(50);
      expect(await rows(handle.db, postFilials)).toBeGreaterThan(50);
      expect(await rows(handle.db, loyaltyTiers)).toBe(4);
      expect(await rows(handle.db, coupons)).toBe(3);
      expect(await rows(handle.db, categories)).toBe(0);
      expect(await rows(handle.db, users)).toBe(0);
      expect(await rows(handle.db, customers)).toBe(0);
      expect(await demoStaffPasswordInUse(handle.db)).toBe(false);
      // A later start asking for the demo leaves a shop that already has data alone.
      expect(await seedIfEmpty(handle.db, { demo: true })).toBe('none');
      expect(await rows(handle.db, categories)).toBe(0);
      // New rows after the seeded ones get fresh ids.
      const [region] = await handle.db.insert(regions).values({ nameUZB: 'Sinov', nameRUS: 'Тест', isTashkentCity: false, position: 99 }).returning({ id: regions.id });
      expect(region?.id).toBe(15);
    } finally {
      await handle.close();
    }
  }, 60_000);

  it('seeds once when two starts race', async () => {
    const handle = await openTestDatabase();
    try {
      const outcomes = await Promise.all([seedIfEmpty(handle.db, { demo: true }), seedIfEmpty(handle.db, { demo: true })]);
      expect(outcomes.filter((outcome) => outcome === 'demo')).toHaveLength(1);
      const [parents] = await handle.db.select({ n: count() }).from(categories).where(isNull(categories.parentId));
      expect(parents?.n).toBe(10);
    } finally {
      await handle.close();
    }
  }, 60_000);
});
