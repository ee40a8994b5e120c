import type { TOrderSlots } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

/** GET /api/restaurants/{id}/slots (decision 053): the half hours a scheduled order may pick. */
export const orderSlotsQuery = (restaurantId: string) =>
  queryOptions({
    queryKey: keys.orders.slots(restaurantId),
    queryFn: ({ signal }) =>
      api.get<TOrderSlots>(`/restaurants/${encodeURIComponent(restaurantId)}/slots`, signal),
    staleTime: 30_000,
  });

export function useOrderSlots(restaurantId: string | null) {
  return useQuery({ ...orderSlotsQuery(restaurantId ?? ''), enabled: restaurantId !== null });
}
