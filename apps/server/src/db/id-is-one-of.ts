import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column in (select unnest($1::uuid[]))` with the ids as ONE array parameter: the location filters
 * pass thousands of restaurant ids (decision 041), which `inArray` would turn into thousands of
 * parameters, and `= any($1)` tests each row against the whole array (a parameter is not hashed
 * like a constant list), where the sub-select becomes a hash semi-join. The ids are UUIDs the
 * server itself read from the database.
 */
export function idIsOneOf(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} in (select unnest(${`{${ids.join(',')}}`}::uuid[]))`;
}
