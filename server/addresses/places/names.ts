import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { postFilials, regions, subRegions } from '../../db/schema/places';
import { conflict } from '../../errors';

/*
 * One name per place among its siblings: two regions, two districts of one region or two branches of one district
 * with the same Uzbek or Russian name (letter case and outer spaces aside) would read alike in the address form.
 * The check runs under a lock of the parent's children, so two staff adding one name at once cannot both pass it.
 * No unique index: a shop may hold such twins from before, and addresses and orders name them.
 */

type Level = 'region' | 'subRegion' | 'postFilial';

interface Names {
  nameUZB: string;
  nameRUS: string;
}

const NAMES_OF_SIBLINGS: Record<Level, { words: string; read: (tx: Executor, parentId: number) => Promise<Array<Names & { id: number }>> }> = {
  region: {
    words: 'a region',
    read: (tx) => tx.select({ id: regions.id, nameUZB: regions.nameUZB, nameRUS: regions.nameRUS }).from(regions),
  },
  subRegion: {
    words: 'a district in this region',
    read: (tx, regionId) =>
      tx.select({ id: subRegions.id, nameUZB: subRegions.nameUZB, nameRUS: subRegions.nameRUS }).from(subRegions).where(eq(subRegions.regionId, regionId)),
  },
  postFilial: {
    words: 'a post branch in this district',
    read: (tx, subRegionId) =>
      tx
        .select({ id: postFilials.id, nameUZB: postFilials.nameUZB, nameRUS: postFilials.nameRUS })
        .from(postFilials)
        .where(eq(postFilials.subRegionId, subRegionId)),
  },
};

// Compared here rather than with SQL lower(), which folds only ASCII letters under a C locale (Cyrillic names).
const key = (name: string) => name.trim().toLocaleLowerCase('ru');

/**
 * Refuses (409 DUPLICATE, `fields` naming nameUZB and/or nameRUS) a name a sibling already has. `parentId` is the
 * region of a district, the district of a branch, 0 for a region. On an edit, `before` is the place as stored: only a
 * name that changes is checked, so a twin from before can still be switched off or have its other name put right.
 */
export async function refuseTakenNames(tx: Executor, level: Level, parentId: number, names: Names, before?: Names & { id: number }): Promise<void> {
  const checked = (['nameUZB', 'nameRUS'] as const).filter((field) => !before || key(before[field]) !== key(names[field]));
  if (!checked.length) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`places:${level}`}), ${parentId}::int)`);
  const siblings = (await NAMES_OF_SIBLINGS[level].read(tx, parentId)).filter((sibling) => sibling.id !== before?.id);
  const taken = checked.filter((field) => siblings.some((sibling) => key(sibling[field]) === key(names[field])));
  if (!taken.length) return;
  const fields = Object.fromEntries(taken.map((field) => [field, 'already taken']));
  throw conflict('DUPLICATE', `There is already ${NAMES_OF_SIBLINGS[level].words} named ${taken.map((field) => names[field]).join(' / ')}`, fields);
}
