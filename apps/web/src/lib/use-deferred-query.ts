import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';

/**
 * useQuery for a list that is costly to draw. TanStack Query hands over results through
 * useSyncExternalStore, which React renders in one blocking task; deferring the data lets that task
 * stay small (the skeleton stays a moment longer) and React draws the list in a background pass
 * sliced into short tasks, so a phone keeps answering taps while the cards appear.
 */
export function useDeferredQuery<TQueryFnData, TData, TKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, Error, TData, TKey>,
) {
  const query = useQuery(options);
  const data = useDeferredValue(query.data);
  return {
    data,
    isPending: data === undefined && !query.isError,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
