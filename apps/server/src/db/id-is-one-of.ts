import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * `column = any($1::uuid[])` with the ids as ONE array parameter: the location filters pass
 * thousands of restaurant ids (decision 041), which `inArray` would turn into thousands of
 * parameters. The ids are UUIDs the server itself read from the database.
 */
export function idIsOneOf(column: AnyColumn, ids: readonly string[]): SQL {
  return sql`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
}
