import { LIST_PAGE_SIZE, type TOrder } from '@app/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export const getMyOrders = (page: number, signal?: AbortSignal) =>
  api.getPage<TOrder>(`/orders?page=${page}&limit=${LIST_PAGE_SIZE}`, signal);

export const myOrdersQuery = (page: number) =>
  queryOptions({
    queryKey: keys.orders.mine(page),
    queryFn: ({ signal }) => getMyOrders(page, signal),
    // Paging keeps the last page on screen until the next arrives, so the list never blinks empty.
    placeholderData: keepPreviousData,
  });

export const useMyOrders = (page: number) => useQuery(myOrdersQuery(page));
