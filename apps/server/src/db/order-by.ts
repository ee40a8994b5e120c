import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Drizzle writes `.desc()` indexes as DESC NULLS LAST but `desc(col)` in ORDER BY as plain DESC
 * (NULLS FIRST), and PostgreSQL walks an index only when the two agree. Sort with this.
 */
export function descNullsLast(column: AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}
