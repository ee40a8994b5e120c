import type { TOrder } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { keys } from './keys.ts';

export const getOrder = (orderId: string, signal?: AbortSignal) =>
  api.get<TOrder>(`/order/${encodeURIComponent(orderId)}`, signal);

/**
 * One order as its customer sees it (the review page, and Track while it is delivered: the code,
 * the rider, the rider's position), cached once under one key whichever screen reads it.
 */
export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: keys.orders.one(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export const useOrder = (orderId: string, enabled = true) => useQuery({ ...orderQuery(orderId), enabled });
