import type { TOrder } from '@app/shared';

export type PayOutcome =
  | { kind: 'paid'; order: TOrder }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };

/** What a payment pays: the order itself, or a tip for its rider after delivery (its own payment). */
export type PaymentPurpose = 'payment' | 'tip';
