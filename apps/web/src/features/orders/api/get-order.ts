import type { TOrder } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** One order as its customer sees it while it is delivered: the code, the rider, the rider's position. */
export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ['orders', 'one', orderId],
    queryFn: ({ signal }) => api.get<TOrder>(`/order/${orderId}`, signal),
  });

export const useOrder = (orderId: string, enabled: boolean) => useQuery({ ...orderQuery(orderId), enabled });
