import type { TErrorBody, TPlaceOrderInput, TPlaceOrderResponse } from '@app/shared';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client.ts';

/**
 * POST /api/orders. The one call that needs a header the shared client cannot send yet
 * (`Idempotency-Key`), so it speaks fetch itself, with the client's error shape. The same key
 * returns the same order, so a retry never makes a second one.
 */
export async function placeOrder(
  input: TPlaceOrderInput,
  idempotencyKey: string,
): Promise<TPlaceOrderResponse> {
  let res: Response;
  try {
    res = await fetch('/api/orders', {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify(input),
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, 'Server connection failed');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as Partial<TErrorBody> | null;
    throw new ApiError(res.status, body?.code ?? String(res.status), body?.error ?? res.statusText);
  }
  return (await res.json()) as TPlaceOrderResponse;
}

/** One key per checkout attempt; `randomUUID` needs a secure context, so plain http gets random hex. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}
