import type { TOrder } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const getOrder = (orderId: string, signal?: AbortSignal) =>
  api.get<TOrder>(`/order/${encodeURIComponent(orderId)}`, signal);

export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'detail', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export const useOrder = (orderId: string) => useQuery(orderQuery(orderId));
