import type { TSearchResponse } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export const getSearch = (q: string, signal?: AbortSignal) =>
  api.get<TSearchResponse>(`/search?q=${encodeURIComponent(q)}`, signal);

export const searchQuery = (q: string) =>
  queryOptions({ queryKey: keys.search.results(q), queryFn: ({ signal }) => getSearch(q, signal) });

export const useSearch = (q: string) =>
  useQuery({ ...searchQuery(q), enabled: q.trim() !== '', placeholderData: keepPreviousData });
