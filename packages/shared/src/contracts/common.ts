import { z } from 'zod';
import {
  LIST_PAGE_SIZE,
  MENU_DEFAULT_LIMIT,
  MENU_MAX_LIMIT,
  PAGE_DEFAULT_LIMIT,
  PAGE_MAX_LIMIT,
} from '../constants.ts';
import { STAGING_ALLOWANCES } from '../messages/demo.ts';

// Plain words for the two failures every schema shares; field-specific messages live in each schema.
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'is required';
    return undefined;
  },
});

/** Every id we hand out is a UUID; anything else is refused with 400 before touching the database. */
export const ZId = z.uuid({
  error: (issue) => (issue.input === undefined ? 'is required' : 'must be a valid id'),
});

export const ZIdParams = z.object({ id: ZId });

/** A list's search box: at most this many characters. */
export const LIST_SEARCH_MAX_LENGTH = 100;

const ZPageNumber = z.coerce
  .number({ message: 'must be a number' })
  .int('must be a whole number')
  .min(1, 'must be 1 or more')
  .max(100_000, 'is too large')
  .default(1);

const pageLimit = (defaultLimit: number, maxLimit: number) =>
  z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(maxLimit, `must be at most ${maxLimit}`)
    .default(defaultLimit);

/**
 * The one page query every list takes: `page` from 1 and `limit` (each list keeps its default and
 * cap). The management lists (food items, restaurants, users, orders, reviews, help desk, the
 * owner's lists) add the search box `q` and `format=csv` (every filtered row as a CSV download);
 * the server answers all of them with `sendPage` (apps/server/src/lib/paging.ts).
 */
function pageQuery(defaultLimit: number, maxLimit: number) {
  return z.object({ page: ZPageNumber, limit: pageLimit(defaultLimit, maxLimit) });
}

export const ZPageQuery = pageQuery(PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT);
export const ZMenuPageQuery = pageQuery(MENU_DEFAULT_LIMIT, MENU_MAX_LIMIT);
/** A list a screen reads whole, page after page (pickers, a help desk): 100 a page by default. */
export const ZWholeListPageQuery = pageQuery(PAGE_MAX_LIMIT, PAGE_MAX_LIMIT);
/** A management list's page: the spec's 10 rows by default, searched, or all of it as CSV. */
export const ZSearchPageQuery = pageQuery(LIST_PAGE_SIZE, PAGE_MAX_LIMIT).extend({
  q: z
    .string()
    .trim()
    .max(LIST_SEARCH_MAX_LENGTH, `must be at most ${LIST_SEARCH_MAX_LENGTH} characters`)
    .optional(),
  format: z.enum(['json', 'csv']).default('json'),
});
export type TSearchPageQuery = z.infer<typeof ZSearchPageQuery>;
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZErrorBody = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string(),
  requestId: z.string().optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/** GET /api/client-config: what the browser may know of the server's set-up (never secrets). */
export const ZClientConfig = z.object({
  googleAuth: z.boolean(),
  payments: z.enum(['razorpay', 'test']),
  /** Demo mode: the demo accounts work here; every page says so (decision 012). */
  demo: z.boolean(),
  /** What this production server runs without, allowed for staging; every page says so (decision 039). */
  staging: z.array(z.enum(STAGING_ALLOWANCES)),
  /** Map tiles (a Leaflet URL template) and the credit their provider requires, set at run time. */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;
