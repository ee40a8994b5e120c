import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { api } from '../lib/api-client.ts';
import { keys } from '../queries/keys.ts';
import { useCurrentUser } from './session.ts';

/*
 * Favourite restaurants. Guests keep them in this browser; a signed-in customer's follow the account
 * (GET/PUT /api/favorites). On sign-in the guest's favourites are merged into the account once.
 */

const STORAGE_KEY = 'chennai-eats:favorites:v1';

/**
 * No favourites in this browser, as one array. It is also what the server renders, so hydration
 * finds the same value and leaves every heart as drawn (another empty array would make React render
 * each of them again).
 */
const NONE: string[] = [];

function readLocal(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    const ids = Array.isArray(parsed)
      ? [...new Set(parsed.filter((v): v is string => typeof v === 'string'))]
      : [];
    return ids.length > 0 ? ids : NONE;
  } catch {
    return NONE;
  }
}

let localIds: string[] = readLocal();
const listeners = new Set<() => void>();

function setLocal(ids: string[]) {
  localIds = ids.length > 0 ? ids : NONE;
  try {
    if (ids.length === 0) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // Private mode or a full quota: favourites still work for this visit.
  }
  for (const listener of listeners) listener();
}

function subscribeLocal(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== STORAGE_KEY && e.key !== null) return;
    localIds = readLocal();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** This browser's favourites (a guest's), and what the server renders for them: none. */
export const localFavorites = { get: () => localIds, onServer: () => NONE };

export const getFavorites = (signal?: AbortSignal) => api.get<string[]>('/favorites', signal);
export const putFavorites = (restaurantIds: string[]) =>
  api.send<string[]>('PUT', '/favorites', { restaurantIds });

export const favoritesQuery = (userId: string) =>
  queryOptions({
    queryKey: keys.favorites(userId),
    queryFn: ({ signal }) => getFavorites(signal),
  });

// Several components use the hook at once; only one of them may run the sign-in merge. (Plain calls
// rather than useMutation: the mutation observer would add ~1 KB gzip to every page's entry chunk.)
let mergingFor: string | null = null;

/*
 * Saving: one PUT at a time. Quick taps while a PUT is out only change the list waiting to go; when
 * the PUT returns, the newest waiting list is sent. Concurrent PUTs could reach the server in
 * another order than they were tapped and leave it disagreeing with the screen.
 */
let waiting: string[] | null = null;
let sending = false;

async function saveInOrder(ids: string[], confirmed: string[], show: (ids: string[]) => void): Promise<void> {
  waiting = ids;
  if (sending) return;
  sending = true;
  let serverIds = confirmed;
  try {
    while (waiting) {
      const next: string[] = waiting;
      waiting = null;
      try {
        serverIds = await putFavorites(next);
      } catch {
        // Not saved: the server keeps its last list, and so does the screen (unless a newer tap waits).
      }
    }
  } finally {
    sending = false;
  }
  show(serverIds);
}

function toggled(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

export type Favorites = {
  ids: string[];
  isFavorite: (id: string) => boolean;
  toggle: (id: string) => void;
  /** True while a signed-in customer's list is still loading. */
  isPending: boolean;
};

export function useFavorites(): Favorites {
  const { user } = useCurrentUser();
  const userId = user?.id ?? null;
  const local = useSyncExternalStore(subscribeLocal, localFavorites.get, localFavorites.onServer);
  const queryClient = useQueryClient();
  const remote = useQuery({ ...favoritesQuery(userId ?? ''), enabled: userId !== null });

  // Sign-in merge: the account gets the union, then this browser forgets its guest list.
  const accountIds = remote.data;
  useEffect(() => {
    if (!userId || !accountIds || local.length === 0 || mergingFor === userId) return;
    mergingFor = userId;
    const union = [...new Set([...accountIds, ...local])];
    putFavorites(union)
      .then((ids) => {
        queryClient.setQueryData(favoritesQuery(userId).queryKey, ids);
        setLocal([]);
      })
      // Kept locally on failure; the next mount tries again.
      .catch(() => {})
      .finally(() => {
        mergingFor = null;
      });
  }, [userId, accountIds, local, queryClient]);

  const ids = userId ? (accountIds ?? []) : local;
  const isFavorite = useCallback((id: string) => ids.includes(id), [ids]);
  const toggle = useCallback(
    (id: string) => {
      if (!userId) return setLocal(toggled(localIds, id));
      if (!accountIds) return;
      // Optimistic: the heart fills at once; the server's answer (or its last list on failure) wins.
      const key = favoritesQuery(userId).queryKey;
      const next = toggled(accountIds, id);
      queryClient.setQueryData(key, next);
      void saveInOrder(next, accountIds, (ids) => queryClient.setQueryData(key, ids));
    },
    [userId, accountIds, queryClient],
  );

  return { ids, isFavorite, toggle, isPending: userId !== null && remote.isPending };
}
