import type { TSearchResponse } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

type Point = { lat?: number; lng?: number };

/** With a Deliver-to point, only dishes and restaurants that deliver there (decision 041). */
export const getSearch = (q: string, point: Point = {}, signal?: AbortSignal) =>
  api.get<TSearchResponse>(
    `/search?q=${encodeURIComponent(q)}${point.lat !== undefined && point.lng !== undefined ? `&lat=${point.lat}&lng=${point.lng}` : ''}`,
    signal,
  );

export const searchQuery = (q: string, point: Point = {}) =>
  queryOptions({
    queryKey: keys.search.results(q, point),
    queryFn: ({ signal }) => getSearch(q, point, signal),
  });

export const useSearch = (q: string, point: Point = {}) =>
  useQuery({ ...searchQuery(q, point), enabled: q.trim() !== '', placeholderData: keepPreviousData });
