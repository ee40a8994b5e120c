import type { TPaymentVerifyInput } from '@app/shared';
import { api } from '../../../lib/api-client.ts';
import type { PaymentPurpose } from '../payment/pay-outcome.ts';

/** Test payment mode's sheet: success answers with a signed result to verify; failure is a 402. */
export const payInTestMode = (orderId: string, outcome: 'success' | 'failure', purpose: PaymentPurpose) =>
  api.send<TPaymentVerifyInput>('POST', `/orders/${encodeURIComponent(orderId)}/${purpose}/test`, {
    outcome,
  });
