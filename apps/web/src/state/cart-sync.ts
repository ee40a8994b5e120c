import { MAX_LINE_QUANTITY, type TCart, type TFoodItem, type TRestaurant } from '@app/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { api } from '../lib/api-client.ts';
import { type CartStorage, cart, localCartStorage, setCartStorage } from './cart.ts';
import { EMPTY_CART, parseStoredCart, priceWithOptions, type TCartState } from './cart-lines.ts';
import { useCurrentUser } from './session.ts';

/*
 * A signed-in customer's cart follows the account (GET/PUT /api/cart). This browser keeps a copy in
 * local storage, marked with the account it belongs to, so a reload shows the cart at once and a
 * guest's cart (no mark) is told apart from a copy of an account's cart (merged vs replaced).
 */

const OWNER_KEY = 'chennai-eats:cart-owner:v1';
// Set while this browser's copy holds a change the account has not received yet (a navigation
// inside the debounce cancels the PUT): the next load sends the copy instead of taking the server's.
const UNSENT_KEY = 'chennai-eats:cart-unsent:v1';
const PUT_DEBOUNCE_MS = 300;

function writeMark(key: string, userId: string | null) {
  try {
    if (userId) window.localStorage.setItem(key, userId);
    else window.localStorage.removeItem(key);
  } catch {
    // Private mode: the copy is simply not marked; the next load merges instead of replacing.
  }
}

function readMark(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

const readOwner = () => readMark(OWNER_KEY);
const writeOwner = (userId: string | null) => writeMark(OWNER_KEY, userId);

// "Syncing" is true while the account's cart is being read, so the cart page does not flash empty.
let syncing = false;
const syncListeners = new Set<() => void>();
function setSyncing(next: boolean) {
  if (syncing === next) return;
  syncing = next;
  for (const listener of syncListeners) listener();
}
function subscribeSyncing(listener: () => void) {
  syncListeners.add(listener);
  return () => syncListeners.delete(listener);
}
const getSyncing = () => syncing;

/** True while a signed-in customer's cart is still coming from the server. */
export function useCartSyncing(): boolean {
  return useSyncExternalStore(subscribeSyncing, getSyncing, getSyncing);
}

function toServerCart(state: TCartState): TCart {
  if (state.lines.length === 0 || !state.restaurantId) return { restaurantId: null, lines: [] };
  return {
    restaurantId: state.restaurantId,
    lines: state.lines.map(({ foodItemId, quantity, options }) => ({
      foodItemId,
      quantity: Math.min(quantity, MAX_LINE_QUANTITY),
      options,
    })),
  };
}

const sameCart = (a: TCart, b: TCart) => JSON.stringify(a) === JSON.stringify(b);

/** Server lines carry choices only: names, prices and images come from the restaurant's menu. */
async function rebuild(server: TCart): Promise<TCartState> {
  const restaurantId = server.restaurantId;
  if (!restaurantId || server.lines.length === 0) return EMPTY_CART;
  const id = encodeURIComponent(restaurantId);
  const [menu, restaurant] = await Promise.all([
    api.getPage<TFoodItem>(`/food-items-by-restaurant?restaurantId=${id}&limit=200`),
    api.get<TRestaurant>(`/restaurants/${id}`).catch(() => null),
  ]);
  const byId = new Map(menu.items.map((item) => [item._id, item]));
  // parseStoredCart drops what it cannot price (a dish taken off the menu) and merges duplicates.
  return parseStoredCart({
    restaurantId,
    restaurantName: restaurant?.name ?? '',
    lines: server.lines.flatMap((line) => {
      const item = byId.get(line.foodItemId);
      if (!item) return [];
      return [
        { ...line, name: item.name, image: item.imageUrl, unitPrice: priceWithOptions(item, line.options) },
      ];
    }),
  });
}

/** Sign-in: the guest's cart joins the account's; another restaurant's guest cart replaces it. */
function mergeGuestCart(guest: TCartState, account: TCartState): TCartState {
  if (guest.lines.length === 0) return account;
  if (account.lines.length === 0 || account.restaurantId !== guest.restaurantId) return guest;
  const merged = parseStoredCart({
    restaurantId: guest.restaurantId,
    restaurantName: guest.restaurantName || account.restaurantName,
    lines: [...account.lines, ...guest.lines],
  });
  return {
    ...merged,
    lines: merged.lines.map((l) => ({ ...l, quantity: Math.min(l.quantity, MAX_LINE_QUANTITY) })),
  };
}

// One account at a time; `epoch` makes an answer that arrives after a sign-out change nothing.
let epoch = 0;
let activeUserId: string | null = null;
let pending: TCartState | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let inSync = '';
// PUTs go one after another so a slow early one never lands after a later one.
let queue: Promise<unknown> = Promise.resolve();

/** Sends the cart unless the server has it already; resolves to whether the server now holds it. */
function put(state: TCartState): Promise<boolean> {
  const body = toServerCart(state);
  const json = JSON.stringify(body);
  if (json === inSync) return Promise.resolve(true);
  inSync = json;
  const sent = queue
    .then(() => api.send('PUT', '/cart', body))
    .then(
      () => {
        if (!pending && json === inSync) writeMark(UNSENT_KEY, null);
        return true;
      },
      () => {
        // Kept locally; the next change tries again.
        inSync = '';
        return false;
      },
    );
  queue = sent;
  return sent;
}

function flush() {
  clearTimeout(timer);
  if (!pending || !activeUserId || syncing) return;
  const state = pending;
  pending = null;
  put(state);
}

/**
 * Until the session is known (a page just loaded): this browser's copy, and a change to a copy
 * marked as an account's is that account's unsent change. A dish added in that moment would
 * otherwise be replaced by the account's older cart once the sync read it.
 */
const beforeSessionStorage: CartStorage = {
  ...localCartStorage,
  save(state) {
    localCartStorage.save(state);
    const owner = readOwner();
    if (owner) writeMark(UNSENT_KEY, owner);
  },
};
setCartStorage(beforeSessionStorage);

let pushToCart: ((state: TCartState) => void) | null = null;

const accountStorage: CartStorage = {
  load: () => localCartStorage.load(),
  save(state) {
    localCartStorage.save(state);
    if (activeUserId) writeMark(UNSENT_KEY, activeUserId);
    pending = state;
    clearTimeout(timer);
    timer = setTimeout(flush, PUT_DEBOUNCE_MS);
  },
  subscribe(onExternalChange) {
    pushToCart = onExternalChange;
    const stopLocal = localCartStorage.subscribe?.(onExternalChange);
    return () => {
      pushToCart = null;
      stopLocal?.();
    };
  },
};

async function startAccountSync(userId: string) {
  const mine = ++epoch;
  activeUserId = userId;
  setSyncing(true);
  setCartStorage(accountStorage);
  try {
    const server = await api.get<TCart>('/cart');
    if (mine !== epoch) return;
    // Read after the wait: a dish added meanwhile counts too.
    const { restaurantId, restaurantName, lines } = cart.getSnapshot();
    const local: TCartState = { restaurantId, restaurantName, lines };
    const localCart = toServerCart(local);
    // No mark: a guest's cart, merged in. Another account's mark: a stale copy, replaced.
    const owner = readOwner();
    const isGuestCart = owner === null;
    const unsent = owner === userId && readMark(UNSENT_KEY) === userId;
    let next: TCartState;
    if (sameCart(localCart, server) || unsent) next = local;
    else if (isGuestCart && local.lines.length > 0 && local.restaurantId !== server.restaurantId)
      next = local;
    else {
      const account = await rebuild(server);
      if (mine !== epoch) return;
      next = isGuestCart ? mergeGuestCart(local, account) : account;
    }
    localCartStorage.save(next);
    pushToCart?.(next);
    inSync = JSON.stringify(server);
    setSyncing(false);
    // Mark this copy as the account's only once the account holds it: a reload before the PUT
    // lands must merge the guest cart again, not replace it with the account's older one.
    if ((await put(next)) && mine === epoch) writeOwner(userId);
  } catch {
    // The server is unreachable: this browser's copy keeps working; the next change is sent.
    if (mine === epoch) setSyncing(false);
  }
}

function stopAccountSync() {
  epoch++;
  flush();
  activeUserId = null;
  pending = null;
  inSync = '';
  setSyncing(false);
  setCartStorage(beforeSessionStorage);
}

/** Signed out (or the session ran out): the account's copy must not stay for the next person. */
function forgetAccountCopy() {
  if (readOwner() === null) return;
  localCartStorage.save(EMPTY_CART);
  writeOwner(null);
  writeMark(UNSENT_KEY, null);
  setCartStorage(localCartStorage);
}

/** Mounted once by the layout: keeps a signed-in customer's cart in step with their account. */
export function CartSync(): null {
  const { user, isPending } = useCurrentUser();
  const customerId = user?.role === 'customer' ? user.id : null;

  useEffect(() => {
    if (isPending) return;
    if (!customerId) {
      forgetAccountCopy();
      return;
    }
    void startAccountSync(customerId);
    return stopAccountSync;
  }, [isPending, customerId]);

  useEffect(() => {
    // Closing the tab within the debounce would otherwise lose the last change.
    const onHide = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, []);

  return null;
}
