import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { restaurants } from './schema/index.ts';

/*
 * The lower-cased text that searches match with LIKE. Each expression here must stay identical to
 * the index built on it in db/schema/catalogue.ts (and drizzle/0003), or PostgreSQL cannot use the
 * index; search.test.ts checks every one. COLLATE "C" folds ASCII only, as PGlite does anyway, and
 * is twice as fast as a locale's lower(). '\n' never occurs in searched text, so a match never spans
 * two fields.
 */

/**
 * A restaurant's cuisines as one text. array_to_string is only STABLE, so it cannot be indexed;
 * array_to_tsvector is IMMUTABLE and prints each cuisine quoted ('south indian'), after dropping the
 * NULL and '' it would refuse.
 */
export const cuisineList = sql`array_to_tsvector(array_remove(array_remove(${restaurants.cuisine}, null), ''))::text`;

/** Several fields as one lower-cased text: one index probe and one LIKE instead of one per field. */
export function searchableText(...fields: (AnyColumn | SQL)[]): SQL {
  return sql`lower((${sql.join(fields, sql` || E'\\n' || `)}) collate "C")`;
}
