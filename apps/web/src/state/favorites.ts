import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { api } from '../lib/api-client.ts';
import { useCurrentUser } from './session.ts';

/*
 * Favourite restaurants. Guests keep them in this browser; a signed-in customer's follow the account
 * (GET/PUT /api/favorites). On sign-in the guest's favourites are merged into the account once.
 */

const STORAGE_KEY = 'chennai-eats:favorites:v1';

function readLocal(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? [...new Set(parsed.filter((v): v is string => typeof v === 'string'))]
      : [];
  } catch {
    return [];
  }
}

let localIds: string[] = readLocal();
const listeners = new Set<() => void>();

function setLocal(ids: string[]) {
  localIds = ids;
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

const getLocal = () => localIds;

export const getFavorites = (signal?: AbortSignal) => api.get<string[]>('/favorites', signal);
export const putFavorites = (restaurantIds: string[]) =>
  api.send<string[]>('PUT', '/favorites', { restaurantIds });

export const favoritesQuery = (userId: string) =>
  queryOptions({
    queryKey: ['favorites', userId],
    queryFn: ({ signal }) => getFavorites(signal),
  });

// Several components use the hook at once; only one of them may run the sign-in merge.
let mergingFor: string | null = null;

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
  const local = useSyncExternalStore(subscribeLocal, getLocal, getLocal);
  const queryClient = useQueryClient();
  const remote = useQuery({ ...favoritesQuery(userId ?? ''), enabled: userId !== null });

  const save = useMutation({
    mutationFn: putFavorites,
    onMutate: async (next: string[]) => {
      if (!userId) return;
      const key = favoritesQuery(userId).queryKey;
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_err, _next, context) => {
      if (userId && context?.previous)
        queryClient.setQueryData(favoritesQuery(userId).queryKey, context.previous);
    },
    onSuccess: (ids) => {
      if (userId) queryClient.setQueryData(favoritesQuery(userId).queryKey, ids);
    },
  });

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
  const { mutate } = save;
  const toggle = useCallback(
    (id: string) => {
      if (!userId) setLocal(toggled(getLocal(), id));
      else if (accountIds) mutate(toggled(accountIds, id));
    },
    [userId, accountIds, mutate],
  );

  return { ids, isFavorite, toggle, isPending: userId !== null && remote.isPending };
}
