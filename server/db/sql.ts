import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A column named with its table, for correlated subqueries: drizzle leaves columns unqualified in the select list
 * of a one-table query, where a subquery's own `id` would silently capture them.
 */
export function qualified(column: AnyPgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
