import type { TOrderQuote, TPlaceOrderInput, TPlaceOrderResponse } from '@app/shared';
import { api } from '../../../lib/api-client.ts';

/** POST /api/orders. The same Idempotency-Key returns the same order, so a retry never makes a second. */
export const placeOrder = (input: TPlaceOrderInput, idempotencyKey: string) =>
  api.send<TPlaceOrderResponse>('POST', '/orders', input, { 'Idempotency-Key': idempotencyKey });

/** POST /api/orders/quote: the bill the same body would be charged; nothing is written. */
export const quoteOrder = (input: TPlaceOrderInput) => api.send<TOrderQuote>('POST', '/orders/quote', input);

/** One key per checkout attempt; `randomUUID` needs a secure context, so plain http gets random hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
