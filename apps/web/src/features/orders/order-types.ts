import type { TOrder } from '@app/shared';
import type { ReactNode } from 'react';

/**
 * "Pay now" comes from the checkout feature; the app composes it in (features do not import each
 * other). It opens the order's payment and reports an error sentence, or null.
 */
export type PayNowSlot = (props: {
  order: TOrder;
  onDone: (errorMessage: string | null) => void;
}) => ReactNode;

export type CardMessage = { kind: 'error' | 'success'; text: string; linkToCart?: boolean };
