import type { TCart, TFoodItem, TRestaurant } from '@app/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, createElement, Fragment } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useLiveApi } from '../../test/live-api.ts';
import { api } from '../lib/api-client.ts';
import { queryClient } from '../lib/query-client.ts';
import { cart } from './cart.ts';
import { CartSync } from './cart-sync.ts';
import { type Favorites, useFavorites } from './favorites.ts';
import { sessionQuery } from './session.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const CUSTOMER = { email: 'customer@chennaieats.demo', password: 'Customer@123' };
const FAVORITES_KEY = 'chennai-eats:favorites:v1';
const CART_OWNER_KEY = 'chennai-eats:cart-owner:v1';
const CART_KEY = 'chennai-eats:cart:v1';
const CART_UNSENT_KEY = 'chennai-eats:cart-unsent:v1';

/** The layout's CartSync and a heart button's useFavorites, mounted as the app mounts them. */
let favorites: Favorites;
function FavoritesProbe() {
  favorites = useFavorites();
  return null;
}

/**
 * The web app's stateful modules (cart-sync.ts, favorites.ts) in a DOM, against the real server
 * with the demo data: what a guest keeps joins the account at sign-in, later changes reach the
 * account, and signing out leaves nothing of the account in this browser.
 */
describe("a browser's cart and favourites and the customer's account", () => {
  const live = useLiveApi();
  let root: Root;
  const mount = () =>
    act(async () => {
      root = createRoot(document.createElement('div'));
      root.render(
        createElement(
          QueryClientProvider,
          { client: queryClient },
          createElement(Fragment, null, createElement(CartSync), createElement(FavoritesProbe)),
        ),
      );
    });
  let restaurant: TRestaurant;
  let other: TRestaurant;
  let dish: TFoodItem;

  const addDish = () =>
    cart.add({
      restaurantId: restaurant._id,
      restaurantName: restaurant.name,
      foodItemId: dish._id,
      name: dish.name,
      unitPrice: dish.price,
      image: dish.imageUrl,
      options: [],
    });

  const sessionChanged = () => act(() => queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }));

  beforeAll(async () => {
    const restaurants = await api.get<TRestaurant[]>('/restaurants?limit=10');
    for (const r of restaurants) {
      const menu = await api.get<TFoodItem[]>(`/food-items-by-restaurant?restaurantId=${r._id}&limit=200`);
      const plain = menu.find((d) => d.isAvailable && d.customizations.length === 0);
      if (plain) {
        restaurant = r;
        dish = plain;
        break;
      }
    }
    other = restaurants.find((r) => r._id !== restaurant._id) as TRestaurant;
    // The account starts with an empty cart and one favourite the guest does not have.
    await live.signIn(CUSTOMER.email, CUSTOMER.password);
    await api.send('PUT', '/cart', { restaurantId: null, lines: [] });
    await api.send('PUT', '/favorites', { restaurantIds: [other._id] });
    live.signOut();

    await mount();
  }, 60_000);
  afterAll(() => act(() => root?.unmount()));

  it("joins a guest's cart and favourites to the account at sign-in, then forgets the guest copy", async () => {
    await act(async () => {
      addDish();
      favorites.toggle(restaurant._id);
    });
    expect(JSON.parse(window.localStorage.getItem(FAVORITES_KEY) ?? '[]')).toEqual([restaurant._id]);

    await live.signIn(CUSTOMER.email, CUSTOMER.password);
    await sessionChanged();

    await expect
      .poll(() => live.read<TCart>('/cart'), { timeout: 10_000 })
      .toEqual({ restaurantId: restaurant._id, lines: [{ foodItemId: dish._id, quantity: 1, options: [] }] });
    await expect
      .poll(async () => (await live.read<string[]>('/favorites')).toSorted(), { timeout: 10_000 })
      .toEqual([restaurant._id, other._id].toSorted());
    await expect.poll(() => window.localStorage.getItem(FAVORITES_KEY)).toBeNull();
    await expect.poll(() => window.localStorage.getItem(CART_OWNER_KEY)).not.toBeNull();
    expect(favorites.ids.toSorted()).toEqual([restaurant._id, other._id].toSorted());
  });

  it('sends later changes to the account, and quick taps end as the last one', async () => {
    const [line] = cart.getSnapshot().lines;
    if (!line) throw new Error('no line in the cart');
    await act(async () => cart.setQuantity(line, 3));
    await expect
      .poll(async () => (await live.read<TCart>('/cart')).lines[0]?.quantity, { timeout: 10_000 })
      .toBe(3);

    // Off, on, off within one PUT's round trip: the server must end without it, as the screen does.
    // Each tap is its own event with a render after it, as in a browser (TanStack Query tells its
    // observers in the next task).
    const tap = async () => {
      await act(async () => favorites.toggle(restaurant._id));
      await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    };
    await tap();
    expect(favorites.ids).toEqual([other._id]);
    await tap();
    expect(favorites.ids.toSorted()).toEqual([restaurant._id, other._id].toSorted());
    await tap();
    expect(favorites.ids).toEqual([other._id]);
    // Let every PUT land, then the account and the screen agree on the last tap.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(await live.read<string[]>('/favorites')).toEqual([other._id]);
    expect(favorites.ids).toEqual([other._id]);
  });

  it('a change the page left with before sending it reaches the account on the next load', async () => {
    // The debounced PUT went with the page (a tap, then a link within 300 ms): this browser's copy
    // is newer than the account's, and says so.
    await act(async () => root.unmount());
    const copy = JSON.parse(window.localStorage.getItem(CART_KEY) ?? '{}');
    copy.lines[0].quantity = 5;
    window.localStorage.setItem(CART_KEY, JSON.stringify(copy));
    window.localStorage.setItem(CART_UNSENT_KEY, window.localStorage.getItem(CART_OWNER_KEY) ?? '');

    await mount();
    await expect
      .poll(async () => (await live.read<TCart>('/cart')).lines[0]?.quantity, { timeout: 10_000 })
      .toBe(5);
    expect(cart.getSnapshot().lines[0]?.quantity).toBe(5);
    await expect.poll(() => window.localStorage.getItem(CART_UNSENT_KEY)).toBeNull();
  });

  it('a dish added before the session is known (the page just loaded) stays, and reaches the account', async () => {
    await act(async () => root.unmount());
    // The next page's app has started, and the account's copy is on screen; a tap on Add comes
    // before the session's answer, so before the sync has read the account's cart.
    await act(async () => addDish());
    expect(cart.getSnapshot().lines[0]?.quantity).toBe(6);

    await mount();
    await expect
      .poll(async () => (await live.read<TCart>('/cart')).lines[0]?.quantity, { timeout: 10_000 })
      .toBe(6);
    expect(cart.getSnapshot().lines[0]?.quantity).toBe(6);
  });

  it("leaves nothing of the account's cart in this browser after sign-out, and the account keeps it", async () => {
    live.signOut();
    await sessionChanged();
    await expect.poll(() => cart.getSnapshot().lines.length).toBe(0);
    expect(window.localStorage.getItem(CART_OWNER_KEY)).toBeNull();
    expect(favorites.ids).toEqual([]);

    await live.signIn(CUSTOMER.email, CUSTOMER.password);
    expect((await live.read<TCart>('/cart')).lines).toEqual([
      { foodItemId: dish._id, quantity: 6, options: [] },
    ]);
  });
});
