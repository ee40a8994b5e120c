import type { TOrder } from '@app/shared';
import type { ReactNode } from 'react';

/**
 * "Pay now" comes from the checkout feature; the app composes it in (features do not import each
 * other). It opens the order's payment (with `tip`, a tip for its rider after delivery) and reports
 * an error sentence or null, and whether it was paid.
 */
export type PayNowSlot = (props: {
  order: TOrder;
  tip?: number;
  onDone: (errorMessage: string | null, paid: boolean) => void;
}) => ReactNode;

export type CardMessage = { kind: 'error' | 'success'; text: string; linkToCart?: boolean };
