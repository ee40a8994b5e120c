import { LIST_PAGE_SIZE } from '@app/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { keys } from './keys.ts';

/** A management list's filters (`params`) beyond its search (`q`). */
export type ListParams = Record<string, string | number | undefined>;

/** A list's filters as a URL's query, the empty ones left out. */
export function queryString(params: ListParams): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') search.set(k, String(v));
  return search.toString();
}

/** What tells one search and filter of a list from another (a new one returns to page 1). */
export const listFilterKey = (params: ListParams, q: string) => queryString({ ...params, q });

/**
 * One page of a management list (components/workspace/management-list.tsx), which a route loader
 * can start before the list's code has arrived.
 */
export const managementListQuery = <T>(path: string, params: ListParams, q: string, page: number) =>
  queryOptions({
    queryKey: keys.managementList.page(path, listFilterKey(params, q), page),
    queryFn: ({ signal }) =>
      api.getPage<T>(`${path}?${queryString({ ...params, q, page, limit: LIST_PAGE_SIZE })}`, signal),
    placeholderData: keepPreviousData,
  });
