import { useSyncExternalStore } from 'react';
import {
  addLine,
  cartCount,
  cartSubtotal,
  EMPTY_CART,
  isOtherRestaurant,
  parseStoredCart,
  removeLine,
  setLineQuantity,
  type TCartLine,
  type TCartState,
  type TNewCartLine,
} from './cart-lines.ts';

export type { TCartLine, TCartOption, TNewCartLine } from './cart-lines.ts';

/**
 * Where the cart lives. Guests: this browser's local storage. A signed-in customer's cart will
 * follow the account (server sync): swap the storage with `setCartStorage`, nothing else changes.
 */
export type CartStorage = {
  load(): TCartState;
  save(state: TCartState): void;
  /** Calls back with the new cart when it changes elsewhere (another tab, the server). */
  subscribe?(onExternalChange: (state: TCartState) => void): () => void;
};

const STORAGE_KEY = 'chennai-eats:cart:v1';

export const localCartStorage: CartStorage = {
  load() {
    try {
      const raw = window.localStorage.getItem(STORAGE_KEY);
      return raw ? parseStoredCart(JSON.parse(raw)) : EMPTY_CART;
    } catch {
      return EMPTY_CART;
    }
  },
  save(state) {
    try {
      if (state.lines.length === 0) window.localStorage.removeItem(STORAGE_KEY);
      else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Private mode or a full quota: the cart still works for this visit.
    }
  },
  subscribe(onExternalChange) {
    if (typeof window === 'undefined') return () => {}; // the server's renderer
    const onStorage = (e: StorageEvent) => {
      if (e.key !== STORAGE_KEY && e.key !== null) return;
      onExternalChange(localCartStorage.load());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

export type CartSnapshot = TCartState & { count: number; subtotal: number };

/**
 * The empty cart's one snapshot. It is also what the server renders, so a page hydrated with no
 * cart in this browser finds the same object and every component using the cart stays as drawn
 * (a different object, however equal, makes React render each of them again in one blocking task).
 */
const EMPTY_SNAPSHOT: CartSnapshot = { ...EMPTY_CART, count: 0, subtotal: 0 };

/** The cart the server renders, and so what hydration starts from: the cart lives in the browser. */
export const cartOnServer = (): CartSnapshot => EMPTY_SNAPSHOT;

function snapshotOf(state: TCartState): CartSnapshot {
  if (state === EMPTY_CART) return EMPTY_SNAPSHOT;
  return { ...state, count: cartCount(state), subtotal: cartSubtotal(state) };
}

let storage: CartStorage = localCartStorage;
let snapshot: CartSnapshot = snapshotOf(storage.load());
const listeners = new Set<() => void>();
let unsubscribeStorage = storage.subscribe?.(receive) ?? (() => {});

function receive(state: TCartState) {
  snapshot = snapshotOf(state);
  for (const listener of listeners) listener();
}

function commit(state: TCartState) {
  if (state === snapshot || shallowSame(state, snapshot)) return;
  receive(state);
  storage.save(state);
}

function shallowSame(a: TCartState, b: TCartState) {
  return a.restaurantId === b.restaurantId && a.restaurantName === b.restaurantName && a.lines === b.lines;
}

export type AddResult = 'added' | 'otherRestaurant';

/** The one cart every screen uses. */
export const cart = {
  getSnapshot: (): CartSnapshot => snapshot,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Adds one; refuses a dish of another restaurant so the screen can ask "Start a new cart?". */
  add(line: TNewCartLine): AddResult {
    if (isOtherRestaurant(snapshot, line.restaurantId)) return 'otherRestaurant';
    commit(addLine(snapshot, line));
    return 'added';
  },
  /** The person said yes to "Start a new cart?": empty the cart, then add this dish. */
  startNewWith(line: TNewCartLine) {
    commit(addLine(EMPTY_CART, line));
  },
  setQuantity(line: TCartLine | string, quantity: number) {
    commit(setLineQuantity(snapshot, typeof line === 'string' ? line : line.key, quantity));
  },
  remove(line: TCartLine | string) {
    commit(removeLine(snapshot, typeof line === 'string' ? line : line.key));
  },
  clear() {
    commit(EMPTY_CART);
  },
};

/** Swaps where the cart is kept (e.g. the account's server cart after sign-in) and loads from it. */
export function setCartStorage(next: CartStorage) {
  unsubscribeStorage();
  storage = next;
  unsubscribeStorage = storage.subscribe?.(receive) ?? (() => {});
  receive(storage.load());
}

/** Lines, count (sum of quantities) and subtotal (rupees), re-rendering on every change. */
export function useCart(): CartSnapshot {
  return useSyncExternalStore(cart.subscribe, cart.getSnapshot, cartOnServer);
}
