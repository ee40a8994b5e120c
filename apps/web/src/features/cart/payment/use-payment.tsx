import { MESSAGES, ORDER_MESSAGES, type TPlaceOrderResponse } from '@app/shared';
import { type ReactNode, useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { verifyPayment } from '../api/verify-payment.ts';
import type { PayOutcome } from './pay-outcome.ts';
import { openRazorpay } from './razorpay-checkout.ts';
import { TestPaymentSheet } from './test-payment-sheet.tsx';

async function payWithRazorpay({ order, payment }: TPlaceOrderResponse): Promise<PayOutcome> {
  const result = await openRazorpay(payment);
  if (result.kind === 'unavailable') return { kind: 'failed', message: ORDER_MESSAGES.paymentProviderDown };
  if (result.kind !== 'paid') {
    return result.kind === 'failed' ? { kind: 'failed', message: MESSAGES.paymentFailed } : result;
  }
  try {
    return { kind: 'paid', order: await verifyPayment(order._id, result.response) };
  } catch (err) {
    return { kind: 'failed', message: err instanceof ApiError ? err.message : MESSAGES.paymentFailed };
  }
}

type TestSheet = { orderId: string; amountPaise: number; resolve: (outcome: PayOutcome) => void };

/** Pays an order awaiting payment with this server's sheet; settles with what happened. */
export function usePayment(): {
  pay: (placed: TPlaceOrderResponse) => Promise<PayOutcome>;
  sheet: ReactNode;
} {
  const [testSheet, setTestSheet] = useState<TestSheet | null>(null);

  const pay = useCallback((placed: TPlaceOrderResponse): Promise<PayOutcome> => {
    if (placed.payment.mode !== 'test') return payWithRazorpay(placed);
    return new Promise((resolve) =>
      setTestSheet({ orderId: placed.order._id, amountPaise: placed.payment.amount, resolve }),
    );
  }, []);

  const sheet = testSheet && (
    <TestPaymentSheet
      orderId={testSheet.orderId}
      amountPaise={testSheet.amountPaise}
      onDone={(outcome) => {
        setTestSheet(null);
        testSheet.resolve(outcome);
      }}
    />
  );
  return { pay, sheet };
}
