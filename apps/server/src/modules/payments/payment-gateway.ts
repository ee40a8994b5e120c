import { randomBytes } from 'node:crypto';
import { ORDER_MESSAGES } from '@app/shared';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * The payment provider as our code needs it. Razorpay when keys are configured (its REST API
 * through fetch, so tests can point RAZORPAY_API_BASE at a fake on loopback); otherwise the
 * built-in test mode, which plays the provider's part and signs results with a secret of its own
 * so they go through the very same verification as Razorpay's.
 */
export type PaymentGateway = {
  mode: 'razorpay' | 'test';
  /** Public key id for checkout.js (null in test mode). */
  keyId: string | null;
  /** Secret that signs checkout results (Razorpay: the key secret). Never leaves the server. */
  signingSecret: string;
  webhookSecret: string | null;
  createOrder(amountPaise: number, receipt: string): Promise<string>;
  /**
   * Refunds (part of) a captured payment. `idempotencyKey` goes in Razorpay's
   * `X-Refund-Idempotency` header: the same key asked twice refunds once. Returns the provider's
   * refund id; throws RefundRefused when the provider answered no (retryable: try again later).
   */
  refund(
    paymentId: string,
    amountPaise: number,
    idempotencyKey: string,
  ): Promise<{ providerRefundId: string }>;
  /**
   * Razorpay Route (decision 048): sends a restaurant's share of a captured payment to its linked
   * account (`POST /v1/payments/{id}/transfers`), tagged with `reference` (our transfer's id) in its
   * notes. A transfer with that reference already made (a retry after a crash) is returned, not
   * made again: the payment's transfers are read first. Returns the transfer's id.
   */
  transfer(
    paymentId: string,
    linkedAccountId: string,
    amountPaise: number,
    reference: string,
  ): Promise<{ providerTransferId: string }>;
  /**
   * Takes a transfer back on a refund (`POST /v1/transfers/{id}/reversals`), unless the transfer
   * already shows that much reversed (a retry after a crash): then it asks nothing.
   */
  reverseTransfer(providerTransferId: string, amountPaise: number): Promise<void>;
};

/** The provider did not take a refund. `retryable`: down, busy or unsure, so asking again later may work. */
export class RefundRefused extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'RefundRefused';
  }
}

const randomId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

/**
 * `testSigningSecret`: what test mode signs with. It must be the same on every instance (a payment
 * started on one is verified on another), so the caller derives it from the shared auth secret.
 */
export function createPaymentGateway(
  config: Config,
  { testSigningSecret }: { testSigningSecret: string },
): PaymentGateway {
  if (config.paymentMode === 'test') {
    return {
      mode: 'test',
      keyId: null,
      signingSecret: testSigningSecret,
      webhookSecret: null,
      createOrder: async () => randomId('order_test'),
      refund: async () => ({ providerRefundId: randomId('rfnd_test') }),
      transfer: async () => ({ providerTransferId: randomId('trf_test') }),
      reverseTransfer: async () => {},
    };
  }
  const keyId = config.RAZORPAY_KEY_ID ?? '';
  const keySecret = config.RAZORPAY_KEY_SECRET ?? '';
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ): Promise<Record<string, unknown>> => {
    let res: Response;
    try {
      res = await fetch(new URL(path, config.RAZORPAY_API_BASE), {
        method,
        headers: { authorization, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new AppError('UNAVAILABLE', ORDER_MESSAGES.paymentProviderDown);
    }
    if (!res.ok) throw new AppError('UNAVAILABLE', ORDER_MESSAGES.paymentProviderDown);
    return (await res.json()) as Record<string, unknown>;
  };
  const post = (path: string, body: unknown) => call('POST', path, body);
  return {
    mode: 'razorpay',
    keyId,
    signingSecret: keySecret,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET ?? null,
    async createOrder(amountPaise, receipt) {
      const order = await post('/v1/orders', { amount: amountPaise, currency: 'INR', receipt });
      if (typeof order.id !== 'string') throw new AppError('UNAVAILABLE', ORDER_MESSAGES.paymentProviderDown);
      return order.id;
    },
    async refund(paymentId, amountPaise, idempotencyKey) {
      let res: Response;
      try {
        res = await fetch(
          new URL(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, config.RAZORPAY_API_BASE),
          {
            method: 'POST',
            headers: {
              authorization,
              'content-type': 'application/json',
              'x-refund-idempotency': idempotencyKey,
            },
            body: JSON.stringify({ amount: amountPaise }),
            signal: AbortSignal.timeout(10_000),
          },
        );
      } catch (err) {
        throw new RefundRefused(`refund request failed: ${(err as Error).message}`, true);
      }
      const body = (await res.json().catch(() => ({}))) as { id?: unknown; error?: { description?: string } };
      if (!res.ok || typeof body.id !== 'string') {
        // 409: the same key is still being processed; 429 and 5xx: busy or down. Other 4xx are a "no".
        const retryable = res.ok || res.status === 409 || res.status === 429 || res.status >= 500;
        throw new RefundRefused(
          `refund answered ${res.status}: ${body.error?.description ?? 'no refund id'}`,
          retryable,
        );
      }
      return { providerRefundId: body.id };
    },
    async transfer(paymentId, linkedAccountId, amountPaise, reference) {
      const path = `/v1/payments/${encodeURIComponent(paymentId)}/transfers`;
      type Transfer = { id?: unknown; notes?: { reference?: unknown } };
      const made = ((await call('GET', path)).items as Transfer[] | undefined) ?? [];
      const before = made.find((t) => t.notes?.reference === reference);
      if (typeof before?.id === 'string') return { providerTransferId: before.id };
      const answer = await post(path, {
        transfers: [{ account: linkedAccountId, amount: amountPaise, currency: 'INR', notes: { reference } }],
      });
      const first = (answer.items as Transfer[] | undefined)?.[0];
      if (typeof first?.id !== 'string')
        throw new AppError('UNAVAILABLE', ORDER_MESSAGES.paymentProviderDown);
      return { providerTransferId: first.id };
    },
    async reverseTransfer(providerTransferId, amountPaise) {
      const path = `/v1/transfers/${encodeURIComponent(providerTransferId)}`;
      const transfer = await call('GET', path);
      if (typeof transfer.amount_reversed === 'number' && transfer.amount_reversed >= amountPaise) return;
      const answer = await post(`${path}/reversals`, { amount: amountPaise });
      if (typeof answer.id !== 'string')
        throw new AppError('UNAVAILABLE', ORDER_MESSAGES.paymentProviderDown);
    },
  };
}
