import { SEARCH_MAX_SUGGESTIONS, type TSuggestion } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export const getSearchSuggestions = (q: string, signal?: AbortSignal) =>
  api.get<TSuggestion[]>(`/search/suggestions?q=${encodeURIComponent(q)}`, signal);

export const searchSuggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: keys.search.suggestions(q),
    queryFn: async ({ signal }) => (await getSearchSuggestions(q, signal)).slice(0, SEARCH_MAX_SUGGESTIONS),
    staleTime: 5 * 60_000,
  });

/** Pass the debounced text: one request per pause in typing, not per key. */
export const useSearchSuggestions = (q: string) =>
  useQuery({
    ...searchSuggestionsQuery(q.trim()),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
    // A failed suggestion list is not worth an error on screen: the search itself still works.
    retry: false,
  });
