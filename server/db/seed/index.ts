import type { Database } from '../client';

/** Fills an empty database with the demo shop. TODO: seed helper. */
export async function seedIfEmpty(_db: Database): Promise<boolean> {
  return false;
}
