// @vitest-environment jsdom
import type { TOwnerRestaurantSummary } from '@app/shared';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ownerRestaurantsQuery } from './owner-restaurants.ts';
import { SELECTED_RESTAURANT_KEY, selectedRestaurantId } from './selected-restaurant.ts';

const mine = [{ _id: 'r1' }, { _id: 'r2' }] as TOwnerRestaurantSummary[];

/** A query client that already holds the owner's restaurants (no request is made). */
function clientWithRestaurants() {
  const client = new QueryClient();
  client.setQueryData(ownerRestaurantsQuery.queryKey, mine);
  return client;
}

describe('selectedRestaurantId (what an owner screen’s loader reads for)', () => {
  afterEach(() => localStorage.clear());

  it('is the restaurant this browser remembers, as useSelectedRestaurant keeps it', async () => {
    localStorage.setItem(SELECTED_RESTAURANT_KEY, JSON.stringify('r2'));
    expect(await selectedRestaurantId(clientWithRestaurants())).toBe('r2');
  });

  it('falls back to the first of theirs when the remembered one is gone or unreadable', async () => {
    localStorage.setItem(SELECTED_RESTAURANT_KEY, JSON.stringify('gone'));
    expect(await selectedRestaurantId(clientWithRestaurants())).toBe('r1');
    localStorage.setItem(SELECTED_RESTAURANT_KEY, 'not json');
    expect(await selectedRestaurantId(clientWithRestaurants())).toBe('r1');
  });

  it('is null for an owner with no restaurant', async () => {
    const client = new QueryClient();
    client.setQueryData(ownerRestaurantsQuery.queryKey, []);
    expect(await selectedRestaurantId(client)).toBeNull();
  });
});
