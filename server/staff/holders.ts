import type { Executor } from '../db/client';

/** What a changed thing is called in each language, as staff know it: an order by its number, the rest by name. */
export type AuditName = { uz: string; ru: string };

/** The names, as they are now, of the things of one kind with these ids, by id; ids of rows since deleted left out. */
type NameLookup = (db: Executor, ids: number[]) => Promise<Map<number, AuditName>>;

/**
 * What the audit log's page asks of the domains whose things it names, a lookup per kind of thing (the log's entity).
 * Every domain writes its changes to the log through staff/audit.ts, so the staff may not import them back:
 * server/audit-name-holders.ts builds this from their services and server/staff-routes.ts hands it to the audit's
 * plugin (docs/architecture.md, Import rules).
 */
export interface AuditNameHolders {
  order: NameLookup;
  product: NameLookup;
  customer: NameLookup;
  brand: NameLookup;
  category: NameLookup;
  color: NameLookup;
}
