/*
 * The Idempotency-Key each order was placed with, so "Pay now" on My Orders can ask the server for
 * the same order's payment again (the same key replays it) instead of placing a second order.
 */
const STORAGE_KEY = 'chennai-eats:payment-keys:v1';
const KEEP = 20;

type Entry = [orderId: string, key: string];

function read(): Entry[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (e): e is Entry => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

export function rememberPaymentKey(orderId: string, key: string) {
  const entries = [[orderId, key] as Entry, ...read().filter(([id]) => id !== orderId)].slice(0, KEEP);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Without storage, "Pay now" still works in test mode; Razorpay asks to order again.
  }
}

export function paymentKeyFor(orderId: string): string | null {
  return read().find(([id]) => id === orderId)?.[1] ?? null;
}

export function forgetPaymentKey(orderId: string) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(read().filter(([id]) => id !== orderId)));
  } catch {
    // Nothing to forget without storage.
  }
}
