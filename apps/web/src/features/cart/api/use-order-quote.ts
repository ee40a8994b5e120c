import type { TPlaceOrderInput } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../../queries/keys.ts';
import { quoteOrder } from './place-order.ts';

/** The server's bill for this body (null: not at the payment step yet). */
export function useOrderQuote(body: TPlaceOrderInput | null) {
  return useQuery({
    queryKey: keys.orders.quote(body),
    queryFn: () => quoteOrder(body as TPlaceOrderInput),
    enabled: body !== null,
    staleTime: 30_000,
    retry: false,
  });
}
