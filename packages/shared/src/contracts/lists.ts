import { z } from 'zod';
import { LIST_PAGE_SIZE } from '../constants.ts';

/** A management list's search box: at most this many characters. */
export const LIST_SEARCH_MAX_LENGTH = 100;
/** The most rows one list page may ask for (the screens ask for LIST_PAGE_SIZE). */
export const LIST_MAX_LIMIT = 100;
/** A CSV export stops after this many rows (a restaurant group's whole history fits many times). */
export const LIST_CSV_MAX_ROWS = 100_000;

/**
 * The query every management list takes (food items, restaurants, users, orders, reviews, help
 * desk): `page` from 1, `limit` (default the spec's 10), `q` the search box, `format=csv` for all
 * filtered rows as a CSV download instead of one page. A list adds its own filters with `.extend`.
 */
export const ZListQuery = z.object({
  page: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100_000, 'is too large')
    .default(1),
  limit: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(LIST_MAX_LIMIT, `must be at most ${LIST_MAX_LIMIT}`)
    .default(LIST_PAGE_SIZE),
  q: z
    .string()
    .trim()
    .max(LIST_SEARCH_MAX_LENGTH, `must be at most ${LIST_SEARCH_MAX_LENGTH} characters`)
    .optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type TListQuery = z.infer<typeof ZListQuery>;

/** The spec's message for a list that could not be read: 'Failed to fetch users' (spec 8). */
export const listFetchFailed = (what: string) => `Failed to fetch ${what}`;

/**
 * The spec's list panel: 'Error loading {what}: {message}', the message being its own words
 * ('Failed to fetch users'), not whatever the server or the network said.
 */
export const listErrorText = (what: string) => `Error loading ${what}: ${listFetchFailed(what)}`;
