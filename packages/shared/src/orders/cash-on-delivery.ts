import { COD_MESSAGES } from '../messages/cash-on-delivery.ts';
import type { TPaymentMethod } from './payment-methods.ts';

/**
 * Cash on delivery (decision 049), stated once: how an order may be paid, and whether cash at the
 * door is offered for a bill. The server refuses with the same sentence the checkout shows.
 */

export type TCodSettingsPaise = { enabled: boolean; maxOrderPaise: number };

/** Why cash on delivery cannot pay a bill of `totalPaise`, or null when it can. */
export function codRefusal(settings: TCodSettingsPaise, totalPaise: number): string | null {
  if (!settings.enabled) return COD_MESSAGES.off;
  if (totalPaise > settings.maxOrderPaise) return COD_MESSAGES.aboveCap(settings.maxOrderPaise);
  return null;
}

/**
 * Cash on delivery still to be collected at the door, paise (the bill's total); null once collected,
 * cancelled, or when the order is paid online. The rider's screens and the order's answer show it.
 */
export function cashToCollectPaise(order: {
  paymentMethod: TPaymentMethod;
  paidAt: Date | string | null;
  status: string;
  totalPaise: number;
}): number | null {
  return order.paymentMethod === 'cod' && order.paidAt === null && order.status !== 'Cancelled'
    ? order.totalPaise
    : null;
}

/**
 * When a customer's cancel window opens: at payment for an order paid online, and when it was
 * placed (it went to the kitchen then) for one paid in cash at the door; for a scheduled order not
 * before its kitchen gets it (the window is open all the time before).
 */
export function cancelWindowStart(order: {
  paymentMethod: TPaymentMethod;
  paidAt: Date | null;
  createdAt: Date;
  /** A scheduled order (decision 053): cancelling is free until the kitchen gets it, and 5 minutes on. */
  kitchenStartsAt?: Date | null;
}): Date | null {
  const opened = order.paymentMethod === 'cod' ? order.createdAt : order.paidAt;
  if (opened === null || !order.kitchenStartsAt) return opened;
  return order.kitchenStartsAt > opened ? order.kitchenStartsAt : opened;
}
