import { describe, expect, it } from 'vitest';
import { BROWSE_RESTAURANTS_PAGE_SIZE, catalogueReadPaths, firstScreenReads } from './first-screen-reads.ts';

const ID = '0b6f1c9e-6a2d-4c1b-9a51-6a1e2f0c3d4e';

describe('firstScreenReads', () => {
  it('names the home page reads: popular dishes and the best-rated restaurants', () => {
    expect(firstScreenReads('/')).toEqual(['/food-items?limit=8', '/restaurants?page=1&limit=8']);
  });

  it('names the restaurant page reads: the restaurant and its whole menu', () => {
    expect(firstScreenReads(`/view-restaurant/${ID}`)).toEqual([
      `/restaurants/${ID}`,
      `/food-items-by-restaurant?restaurantId=${ID}&limit=200`,
    ]);
  });

  it('names nothing for a malformed restaurant id or any other page', () => {
    expect(firstScreenReads('/view-restaurant/not-an-id')).toEqual([]);
    expect(firstScreenReads(`/view-restaurant/${ID}/extra`)).toEqual([]);
    expect(firstScreenReads('/about')).toEqual([]);
    expect(firstScreenReads('/cart')).toEqual([]);
  });

  it('names the first page of Browse Restaurants, as the page asks for it', () => {
    expect(firstScreenReads('/all-restaurants')).toEqual([
      `/restaurants?page=1&limit=${BROWSE_RESTAURANTS_PAGE_SIZE}`,
    ]);
  });

  it('appends only the narrowing that is set, escaped', () => {
    expect(catalogueReadPaths.restaurants(2, 24, { q: 'south indian & co', minRating: 4 })).toBe(
      '/restaurants?page=2&limit=24&q=south%20indian%20%26%20co&minRating=4',
    );
    expect(catalogueReadPaths.restaurants(1, 8, { q: '', maxPriceLevel: undefined })).toBe(
      '/restaurants?page=1&limit=8',
    );
  });

  it('escapes ids so a path can never reach another endpoint', () => {
    expect(catalogueReadPaths.restaurant('a/../b?c')).toBe('/restaurants/a%2F..%2Fb%3Fc');
  });
});
