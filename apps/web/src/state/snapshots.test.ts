import { describe, expect, it } from 'vitest';
import { cart, cartOnServer } from './cart.ts';
import { localFavorites } from './favorites.ts';

// useSyncExternalStore compares what the server rendered with the browser's value by identity: a
// different object, however equal, makes React draw every component using it again after hydration,
// in one blocking task (decision 037).
describe('what the server renders is what an empty browser holds', () => {
  it('the empty cart is the very snapshot the server renders, again after a dish is added and removed', () => {
    expect(cart.getSnapshot()).toBe(cartOnServer());
    cart.add({
      restaurantId: 'r1',
      restaurantName: 'Saravana',
      foodItemId: 'dosa',
      name: 'Masala Dosa',
      unitPrice: 110,
      image: '/d.svg',
      options: [],
    });
    expect(cart.getSnapshot()).not.toBe(cartOnServer());
    expect(cart.getSnapshot().count).toBe(1);
    cart.clear();
    expect(cart.getSnapshot()).toBe(cartOnServer());
  });

  it('no favourites in this browser is the very list the server renders', () => {
    expect(localFavorites.get()).toBe(localFavorites.onServer());
    expect(localFavorites.get()).toEqual([]);
  });
});
