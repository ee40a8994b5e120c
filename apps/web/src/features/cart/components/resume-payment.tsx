import { MESSAGES, type TOrder } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';
import { getOrderPayment, startTip } from '../api/resume-payment.ts';
import { usePayment } from '../payment/use-payment.tsx';

/**
 * "Pay now" on My Orders: opens this order's payment at once (or, with `tip`, the payment of a tip
 * for its rider after delivery) and reports back with an error sentence, or null when it was paid
 * or put aside, and whether it was paid.
 */
export default function ResumePayment({
  order,
  tip,
  onDone,
}: {
  order: TOrder;
  tip?: number;
  onDone: (errorMessage: string | null, paid: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const { pay, sheet } = usePayment(tip === undefined ? 'payment' : 'tip');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        // The server holds the order's payment, so this works on any device, not just the one it was placed on.
        const opened = tip === undefined ? await getOrderPayment(order._id) : await startTip(order._id, tip);
        // Cash on delivery has nothing to pay here (decision 049).
        if (opened.payment === null) return onDone(null, false);
        const outcome = await pay({ order: opened.order, payment: opened.payment });
        if (outcome.kind === 'paid') await queryClient.invalidateQueries({ queryKey: keys.orders.all });
        onDone(outcome.kind === 'failed' ? outcome.message : null, outcome.kind === 'paid');
      } catch (err) {
        onDone(err instanceof ApiError ? err.message : MESSAGES.paymentFailed, false);
      }
    })();
  }, [order, tip, onDone, pay, queryClient]);

  return sheet;
}
