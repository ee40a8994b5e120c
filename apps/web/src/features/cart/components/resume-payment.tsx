import { MESSAGES, type TOrder } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';
import { getOrderPayment } from '../api/resume-payment.ts';
import { usePayment } from '../payment/use-payment.tsx';

/**
 * "Pay now" on My Orders: opens this order's payment at once and reports back with an error
 * sentence, or null when it was paid or put aside.
 */
export default function ResumePayment({
  order,
  onDone,
}: {
  order: TOrder;
  onDone: (errorMessage: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const { pay, sheet } = usePayment();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        // The server holds the order's payment, so this works on any device, not just the one it was placed on.
        const outcome = await pay(await getOrderPayment(order._id));
        if (outcome.kind === 'paid') await queryClient.invalidateQueries({ queryKey: keys.orders.all });
        onDone(outcome.kind === 'failed' ? outcome.message : null);
      } catch (err) {
        onDone(err instanceof ApiError ? err.message : MESSAGES.paymentFailed);
      }
    })();
  }, [order, onDone, pay, queryClient]);

  return sheet;
}
