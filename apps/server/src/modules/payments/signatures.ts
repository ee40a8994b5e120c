import { createHmac, timingSafeEqual } from 'node:crypto';

const hmacHex = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

/** Constant-time comparison of two hex signatures (a different length is simply unequal). */
function sameSignature(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const given = Buffer.from(givenHex, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Razorpay's checkout signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export function signPayment(secret: string, providerOrderId: string, paymentId: string): string {
  return hmacHex(secret, `${providerOrderId}|${paymentId}`);
}

export function isValidPaymentSignature(
  secret: string,
  providerOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  return sameSignature(signPayment(secret, providerOrderId, paymentId), signature);
}

/** Razorpay's webhook signature: HMAC-SHA256 of the raw request body with the webhook secret. */
export function isValidWebhookSignature(secret: string, rawBody: string, signature: string): boolean {
  return sameSignature(hmacHex(secret, rawBody), signature);
}

export function signWebhook(secret: string, rawBody: string): string {
  return hmacHex(secret, rawBody);
}
