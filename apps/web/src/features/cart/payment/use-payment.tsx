import { MESSAGES, ORDER_MESSAGES, type TOrder, type TPaymentStart } from '@app/shared';

import { type ReactNode, useCallback, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { verifyPayment } from '../api/verify-payment.ts';
import type { PaymentPurpose, PayOutcome } from './pay-outcome.ts';
import { openRazorpay } from './razorpay-checkout.ts';
import { TestPaymentSheet } from './test-payment-sheet.tsx';

/** An order to pay and its payment sheet (cash on delivery has none and never comes here). */
type TPayable = { order: TOrder; payment: TPaymentStart };

async function payWithRazorpay({ order, payment }: TPayable, purpose: PaymentPurpose): Promise<PayOutcome> {
  const result = await openRazorpay(payment);
  if (result.kind === 'unavailable') return { kind: 'failed', message: ORDER_MESSAGES.paymentProviderDown };
  if (result.kind !== 'paid') {
    return result.kind === 'failed' ? { kind: 'failed', message: MESSAGES.paymentFailed } : result;
  }
  try {
    return { kind: 'paid', order: await verifyPayment(order._id, result.response, purpose) };
  } catch (err) {
    return { kind: 'failed', message: err instanceof ApiError ? err.message : MESSAGES.paymentFailed };
  }
}

type TestSheet = { orderId: string; amountPaise: number; resolve: (outcome: PayOutcome) => void };

/**
 * Pays an order awaiting payment (or, with `purpose` 'tip', a tip after delivery) with Razorpay or
 * this server's test sheet; settles with what happened.
 */
export function usePayment(purpose: PaymentPurpose = 'payment'): {
  pay: (placed: TPayable) => Promise<PayOutcome>;
  sheet: ReactNode;
} {
  const [testSheet, setTestSheet] = useState<TestSheet | null>(null);

  const pay = useCallback(
    (placed: TPayable): Promise<PayOutcome> => {
      if (placed.payment.mode !== 'test') return payWithRazorpay(placed, purpose);
      return new Promise((resolve) =>
        setTestSheet({ orderId: placed.order._id, amountPaise: placed.payment.amount, resolve }),
      );
    },
    [purpose],
  );

  const sheet = testSheet && (
    <TestPaymentSheet
      orderId={testSheet.orderId}
      amountPaise={testSheet.amountPaise}
      purpose={purpose}
      onDone={(outcome) => {
        setTestSheet(null);
        testSheet.resolve(outcome);
      }}
    />
  );
  return { pay, sheet };
}
