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
  refund(paymentId: string, amountPaise: number): Promise<void>;
};

const randomId = (prefix: string) => `${prefix}_${randomBytes(9).toString('base64url')}`;

export function createPaymentGateway(config: Config): PaymentGateway {
  if (config.paymentMode === 'test') {
    return {
      mode: 'test',
      keyId: null,
      signingSecret: randomBytes(32).toString('hex'),
      webhookSecret: null,
      createOrder: async () => randomId('order_test'),
      refund: async () => {},
    };
  }
  const keyId = config.RAZORPAY_KEY_ID ?? '';
  const keySecret = config.RAZORPAY_KEY_SECRET ?? '';
  const authorization = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`;
  const post = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
    let res: Response;
    try {
      res = await fetch(new URL(path, config.RAZORPAY_API_BASE), {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      throw new AppError('UNAVAILABLE', ORDER_MESSAGES.paymentProviderDown);
    }
    if (!res.ok) throw new AppError('UNAVAILABLE', ORDER_MESSAGES.paymentProviderDown);
    return (await res.json()) as Record<string, unknown>;
  };
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
    async refund(paymentId, amountPaise) {
      await post(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, { amount: amountPaise });
    },
  };
}
