import {
  CHECKOUT_MESSAGES,
  isPaidStatus,
  MESSAGES,
  ORDER_UI_MESSAGES,
  type TBill,
  type TDeliveryInfo,
  type TOrder,
  type TPaymentMethod,
  type TPlaceOrderInput,
} from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';
import { cart } from '../../../state/cart.ts';
import type { TCartState } from '../../../state/cart-lines.ts';
import { newIdempotencyKey, placeOrder } from '../api/place-order.ts';
import { usePayment } from './use-payment.tsx';

export type CheckoutPhase = 'idle' | 'placing' | 'paying';

/** What the server charged, identified by the body it priced (lines, address, tip and coupon). */
export type ServerBill = { fingerprint: string; bill: TBill };

/** What the customer chose at checkout besides the cart and the address. */
export type CheckoutChoices = {
  tip: number;
  couponCode?: string | null;
  paymentMethod?: TPaymentMethod;
  /** A scheduled order's half hour (decision 053); null or absent: as soon as possible. */
  scheduledFor?: string | null;
};

/** The body of POST /api/orders (and of its quote) for this cart, address and choices. */
export function orderInput(
  state: TCartState,
  deliveryInfo: TDeliveryInfo,
  { tip, couponCode = null, paymentMethod = 'online', scheduledFor = null }: CheckoutChoices,
): TPlaceOrderInput {
  return {
    restaurantId: state.restaurantId ?? '',
    items: state.lines.map(({ foodItemId, quantity, options }) => ({ foodItemId, quantity, options })),
    deliveryInfo,
    ...(tip > 0 ? { tip } : {}),
    ...(couponCode ? { couponCode } : {}),
    // Absent is online, as before (decision 049): only cash on delivery is named.
    ...(paymentMethod === 'cod' ? { paymentMethod } : {}),
    ...(scheduledFor ? { scheduledFor } : {}),
  };
}

export type Checkout = {
  phase: CheckoutPhase;
  error: string | null;
  notice: string | null;
  serverBill: ServerBill | null;
  paidOrder: TOrder | null;
  pay: (state: TCartState, deliveryInfo: TDeliveryInfo, choices: CheckoutChoices) => Promise<void>;
  sheet: ReactNode;
};

/**
 * Place (server-priced, idempotent) then pay. One Idempotency-Key per attempt: trying again with
 * the same cart and address reuses it, so the server hands back the same order, never a second one.
 * A replayed order is read for what it is now: awaiting payment (pay it), paid (done), or cancelled
 * meanwhile (say so, keep the cart, and use a new key next time). A failed payment keeps the cart;
 * a paid one empties it. A second tap while one attempt runs does nothing (a ref, not the
 * rendered `phase`, which a quick double tap reads stale).
 */
export function useCheckout(): Checkout {
  const queryClient = useQueryClient();
  const { pay: payOrder, sheet } = usePayment();
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const busy = useRef(false);
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [serverBill, setServerBill] = useState<ServerBill | null>(null);
  const [paidOrder, setPaidOrder] = useState<TOrder | null>(null);

  async function pay(state: TCartState, deliveryInfo: TDeliveryInfo, choices: CheckoutChoices) {
    if (busy.current || state.lines.length === 0) return;
    busy.current = true;
    const input = orderInput(state, deliveryInfo, choices);
    const fingerprint = JSON.stringify(input);
    if (attempt.current?.fingerprint !== fingerprint)
      attempt.current = { key: newIdempotencyKey(), fingerprint };
    const { key } = attempt.current;
    setError(null);
    setNotice(null);
    setPhase('placing');
    try {
      const placed = await placeOrder(input, key);
      const { order } = placed;
      setServerBill({ fingerprint, bill: order.bill });
      if (order.status === 'Cancelled') {
        // The same key replayed an order cancelled meanwhile: unpaid (its payment window closed),
        // or paid and cancelled in another tab. Either way nothing is paid here; the cart stays.
        attempt.current = null;
        setError(
          order.paidAt === null ? CHECKOUT_MESSAGES.replayedOrderCancelled : ORDER_UI_MESSAGES.orderCancelled,
        );
        return;
      }
      setPhase('paying');
      // Cash on delivery goes to the kitchen unpaid, with no payment sheet (decision 049); a replay
      // of an order paid meanwhile (another tab) is simply done.
      const outcome =
        placed.payment === null || isPaidStatus(order.status)
          ? ({ kind: 'paid', order } as const)
          : await payOrder({ order, payment: placed.payment });
      if (outcome.kind === 'paid') {
        attempt.current = null;
        cart.clear();
        void queryClient.invalidateQueries({ queryKey: keys.orders.all });
        setPaidOrder(outcome.order);
      } else if (outcome.kind === 'failed') setError(outcome.message);
      else setNotice(ORDER_UI_MESSAGES.paymentNotCompleted);
    } catch (err) {
      // The server refused this attempt's order (a reused key, an expired order): start afresh next time.
      if (err instanceof ApiError && (err.status === 409 || err.status === 422)) attempt.current = null;
      setError(err instanceof ApiError ? err.message : MESSAGES.paymentFailed);
    } finally {
      busy.current = false;
      setPhase('idle');
    }
  }

  return { phase, error, notice, serverBill, paidOrder, pay, sheet };
}
