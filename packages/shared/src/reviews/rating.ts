/**
 * A restaurant's rating, stated once: the mean of the stars of its reviews nobody hid, rounded to
 * one decimal, halves up (4.45 reads 4.5); with no review it is 0, which the pages show as "New".
 * Its count is the number of those reviews. The SQL twin is `apps/server/src/lib/rating.sql.ts`
 * (the stored `restaurants.rating`, moved in one UPDATE with its sum and count, and the owner's
 * figures); `rating.sql.test.ts` checks both agree on a real database.
 */
export const RATING_DECIMALS = 1;
const SCALE = 10 ** RATING_DECIMALS;

/** The rating of `count` reviews whose stars add up to `starsSum`. */
export function ratingOf(starsSum: number, count: number): number {
  return count <= 0 ? 0 : Math.round((starsSum * SCALE) / count) / SCALE;
}

/** The rating of these stars (one per visible review). */
export function ratingOfStars(stars: readonly number[]): number {
  return ratingOf(
    stars.reduce((a, b) => a + b, 0),
    stars.length,
  );
}

/** A stored rating as people read it: one decimal (a `real` column carries float noise). */
export const shownRating = (rating: number): number => Math.round(rating * SCALE) / SCALE;
