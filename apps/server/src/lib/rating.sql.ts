import { RATING_DECIMALS } from '@app/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL twin of a restaurant's rating (the rule is `reviews/rating.ts` in packages/shared:
 * `ratingOf`; `rating.sql.test.ts` checks both agree on a real database): the mean of the stars
 * of the reviews nobody hid, rounded to one decimal (numeric `round`: halves away from zero, which
 * for stars is halves up), 0 with no review.
 */
const DECIMALS = sql.raw(String(RATING_DECIMALS));

/** The rating of `count` reviews whose stars add up to `starsSum` (SQL expressions). */
export const ratingSql = (starsSum: SQL, count: SQL): SQL =>
  sql`(case when ${count} <= 0 then 0 else round((${starsSum})::numeric / (${count}), ${DECIMALS}) end)::float8`;

/** A review (aliased `r`) that counts: an admin hid none of those (decision 019). */
export const REVIEW_COUNTS = sql`r.hidden_at is null`;

/** Aggregates over reviews aliased `r`, filtered by REVIEW_COUNTS: the rating and its count. */
export const RATING_OF_REVIEWS = ratingSql(sql`coalesce(sum(r.rating), 0)`, sql`count(*)`);
export const RATING_COUNT_OF_REVIEWS = sql`count(*)::int`;
