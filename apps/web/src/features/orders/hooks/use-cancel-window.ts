import { CUSTOMER_CANCEL_WINDOW_MS, cancelWindowStart, nextStatusesFor, type TOrder } from '@app/shared';
import { useEffect, useState } from 'react';

/**
 * Whether the customer may cancel now (the shared state machine decides), and until when. Re-renders
 * when the 5-minute window closes so the button goes away by itself.
 */
export function useCancelWindow(order: TOrder): { canCancel: boolean; until: Date | null } {
  // The window opens at payment, or when a cash-on-delivery order was placed (decision 049).
  const opened = cancelWindowStart({
    paymentMethod: order.paymentMethod,
    paidAt: order.paidAt ? new Date(order.paidAt) : null,
    createdAt: new Date(order.createdAt),
    // A scheduled order: free to cancel until its kitchen gets it, and 5 minutes on (decision 053).
    kitchenStartsAt: order.kitchenStartsAt ? new Date(order.kitchenStartsAt) : null,
  });
  const paidAt = opened;
  const deadline =
    order.status === 'Processing' && paidAt ? paidAt.getTime() + CUSTOMER_CANCEL_WINDOW_MS : null;
  const [, tick] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const wait = deadline - Date.now();
    if (wait < 0) return;
    const timer = setTimeout(() => tick((n) => n + 1), wait + 250);
    return () => clearTimeout(timer);
  }, [deadline]);

  const canCancel = nextStatusesFor({
    from: order.status,
    actor: { role: 'customer', isOrderCustomer: true },
    paidAt,
    now: new Date(),
  }).includes('Cancelled');
  return { canCancel, until: canCancel && deadline !== null ? new Date(deadline) : null };
}
