import type { TCurrentDelivery, TMyOffer } from '@app/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

/** The order offered to this rider right now (exclusive for 30 s), or null. */
export const offerQuery = () =>
  queryOptions({
    queryKey: keys.delivery.offer,
    queryFn: ({ signal }) => api.get<TMyOffer>('/delivery/offer', signal),
  });

export const useOffer = (enabled: boolean) => useQuery({ ...offerQuery(), enabled });

/** Accept or decline the offer; either way the card closes and the lists follow. */
export function useAnswerOffer() {
  const queryClient = useQueryClient();
  const settle = () => {
    void queryClient.invalidateQueries({ queryKey: keys.delivery.offer });
    void queryClient.invalidateQueries({ queryKey: keys.delivery.current });
    void queryClient.invalidateQueries({ queryKey: keys.delivery.pickupsAll });
  };
  const accept = useMutation({
    mutationFn: (orderId: string) => api.send<TCurrentDelivery>('POST', `/orders/${orderId}/offer/accept`),
    onSettled: settle,
  });
  const decline = useMutation({
    mutationFn: (orderId: string) => api.send<TMyOffer>('POST', `/orders/${orderId}/offer/decline`),
    onSuccess: (next) => queryClient.setQueryData(offerQuery().queryKey, next),
    onSettled: settle,
  });
  return { accept, decline };
}

/** An on-duty phone's position, for dispatch (the server keeps the latest only). */
export const sendRiderPosition = (position: { lat: number; lng: number }) =>
  api.send<{ kept: boolean }>('POST', '/delivery/position', position);
