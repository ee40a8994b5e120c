import { describe, expect, it } from 'vitest';
import { ratingOf, ratingOfStars, shownRating } from './rating.ts';

describe("a restaurant's rating", () => {
  it('is the mean of the stars to one decimal, halves up, and 0 ("New") with no review', () => {
    expect(ratingOfStars([])).toBe(0);
    expect(ratingOfStars([4, 5])).toBe(4.5);
    expect(ratingOfStars([5, 4, 4, 4])).toBe(4.3);
    expect(ratingOfStars([4, 4, 5])).toBe(4.3);
    expect(ratingOf(89, 20)).toBe(4.5);
    expect(ratingOf(0, 0)).toBe(0);
  });

  it('reads a stored real as one decimal', () => {
    expect(shownRating(4.300000190734863)).toBe(4.3);
  });
});
