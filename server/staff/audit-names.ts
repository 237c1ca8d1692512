import type { Executor } from '../db/client';
import type { AuditName, AuditNameHolders } from './holders';

const isNamed = (holders: AuditNameHolders, entity: string): entity is keyof AuditNameHolders => Object.hasOwn(holders, entity);

/**
 * The names of the things a page of the log is about, as they are now, by "entity:id": one lookup by primary key per
 * kind on the page. A row since deleted, an anonymised customer's blank name and a kind with no lookup have none,
 * and the log shows the id.
 */
export async function auditNames(db: Executor, holders: AuditNameHolders, entries: Array<{ entity: string; entityId: number }>): Promise<Map<string, AuditName>> {
  const wanted = new Map<keyof AuditNameHolders, Set<number>>();
  for (const { entity, entityId } of entries) if (isNamed(holders, entity)) wanted.set(entity, (wanted.get(entity) ?? new Set()).add(entityId));
  const found = await Promise.all([...wanted].map(async ([entity, ids]) => [...(await holders[entity](db, [...ids]))].map(([id, name]) => ({ entity, id, ...name }))));
  return new Map(found.flat().filter(({ uz, ru }) => uz.trim() !== '' && ru.trim() !== '').map(({ entity, id, uz, ru }) => [`${entity}:${id}`, { uz, ru }]));
}
