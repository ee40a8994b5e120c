import { describe, expect, it } from 'vitest';
import { isFiltering, NO_FILTERS, toNarrowing } from './filter-restaurants.ts';

describe('toNarrowing', () => {
  it('asks for nothing when nothing is chosen', () => {
    expect(toNarrowing('', NO_FILTERS)).toEqual({});
    expect(toNarrowing('   ', NO_FILTERS)).toEqual({});
  });

  it('sends the trimmed search text', () => {
    expect(toNarrowing('  south indian ', NO_FILTERS)).toEqual({ q: 'south indian' });
  });

  it('sends the minimum rating and the delivery time on the chosen label', () => {
    expect(toNarrowing('', { ...NO_FILTERS, minRating: 3, maxDeliveryTime: 45 })).toEqual({
      minRating: 3,
      maxDeliveryTime: 45,
    });
  });

  it("maps '₹' to price level 1 or less, '₹₹' to 3 or less and '₹₹₹' to no ceiling (spec 5)", () => {
    expect(toNarrowing('', { ...NO_FILTERS, price: 'low' })).toEqual({ maxPriceLevel: 1 });
    expect(toNarrowing('', { ...NO_FILTERS, price: 'mid' })).toEqual({ maxPriceLevel: 3 });
    expect(toNarrowing('', { ...NO_FILTERS, price: 'any' })).toEqual({});
  });
});

describe('isFiltering', () => {
  it('is on for search text or any chosen filter, including ₹₹₹', () => {
    expect(isFiltering('', NO_FILTERS)).toBe(false);
    expect(isFiltering(' ', NO_FILTERS)).toBe(false);
    expect(isFiltering('dosa', NO_FILTERS)).toBe(true);
    expect(isFiltering('', { ...NO_FILTERS, price: 'any' })).toBe(true);
    expect(isFiltering('', { ...NO_FILTERS, minRating: 2 })).toBe(true);
  });
});

describe('open now (decision 050)', () => {
  it('asks the server for the restaurants open now, and counts as filtering', () => {
    expect(toNarrowing('', { ...NO_FILTERS, openNow: true })).toEqual({ openNow: true });
    expect(isFiltering('', { ...NO_FILTERS, openNow: true })).toBe(true);
    expect(isFiltering('', NO_FILTERS)).toBe(false);
  });
});
