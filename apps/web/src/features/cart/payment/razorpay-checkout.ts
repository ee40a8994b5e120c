import { PRODUCT_NAME, type TPaymentStart, type TPaymentVerifyInput } from '@app/shared';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

type RazorpayOptions = {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  prefill: TPaymentStart['prefill'];
  handler: (response: TPaymentVerifyInput) => void;
  modal: { ondismiss: () => void };
};
type RazorpayInstance = { open(): void; close(): void; on(event: 'payment.failed', cb: () => void): void };
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** checkout.js is added only when someone pays, never with the app's own code. */
function loadCheckout(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('no Razorpay')));
    script.onerror = () => {
      script.remove();
      reject(new Error('checkout.js did not load'));
    };
    document.head.append(script);
  }).catch((err: unknown) => {
    // A failed load may work on the next try (a flaky connection), so it is not remembered.
    loading = null;
    throw err;
  });
  return loading;
}

export type RazorpayResult =
  | { kind: 'paid'; response: TPaymentVerifyInput }
  | { kind: 'failed' }
  | { kind: 'dismissed' }
  | { kind: 'unavailable' };

/** Opens Razorpay's sheet for the server-created order and settles once with what happened. */
export async function openRazorpay(payment: TPaymentStart): Promise<RazorpayResult> {
  let Razorpay: RazorpayConstructor;
  try {
    Razorpay = await loadCheckout();
  } catch {
    return { kind: 'unavailable' };
  }
  return new Promise<RazorpayResult>((resolve) => {
    let settled = false;
    const settle = (result: RazorpayResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const sheet = new Razorpay({
      key: payment.keyId ?? '',
      order_id: payment.providerOrderId,
      amount: payment.amount,
      currency: 'INR',
      name: PRODUCT_NAME,
      prefill: payment.prefill,
      handler: (response) => settle({ kind: 'paid', response }),
      modal: { ondismiss: () => settle({ kind: 'dismissed' }) },
    });
    sheet.on('payment.failed', () => {
      // Our alert says what happened; the retry goes through our Pay button and the same order.
      settle({ kind: 'failed' });
      sheet.close();
    });
    sheet.open();
  });
}
