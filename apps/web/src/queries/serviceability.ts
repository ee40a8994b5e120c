import type { TServiceability } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import type { DeliveryLocation } from '../state/delivery-location.ts';
import { keys } from './keys.ts';

export const serviceabilityQuery = (restaurantId: string, lat: number, lng: number) =>
  queryOptions({
    queryKey: keys.serviceability(restaurantId, lat, lng),
    queryFn: ({ signal }) =>
      api.get<TServiceability>(
        `/serviceability?restaurantId=${encodeURIComponent(restaurantId)}&lat=${lat}&lng=${lng}`,
        signal,
      ),
    staleTime: 60_000,
  });

/** Whether a restaurant delivers to the Deliver-to place; nothing is asked without one. */
export function useServiceability(restaurantId: string | undefined, location: DeliveryLocation | null) {
  return useQuery({
    ...serviceabilityQuery(restaurantId ?? '', location?.lat ?? 0, location?.lng ?? 0),
    enabled: Boolean(restaurantId) && location !== null,
  });
}
