import { openPglite, openPostgres } from '../client';
import { seedDemo } from './index';

/**
 * How long the demo seed takes: `npx tsx server/db/seed/time-seed.ts 320 10000` on a fresh in-memory
 * PGlite for each count (or on DATABASE_URL, which must name an empty, migrated database, one count only).
 */
async function main(): Promise<void> {
  const counts = process.argv.slice(2).map(Number);
  for (const productCount of counts.length ? counts : [320]) {
    const handle = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : await openPglite(undefined);
    await handle.migrate();
    const summary = await seedDemo(handle.db, { productCount, now: new Date('2026-11-20T09:00:00Z') });
    console.log(`${handle.kind} ${productCount} products: ${summary.milliseconds} ms`, JSON.stringify(summary));
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
