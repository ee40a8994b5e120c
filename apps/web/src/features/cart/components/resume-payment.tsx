import { ORDER_UI_MESSAGES, rupeesToPaise, type TOrder, type TPlaceOrderResponse } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { clientConfigQuery } from '../../../queries/client-config.ts';
import { placeOrder } from '../api/place-order.ts';
import { forgetPaymentKey, paymentKeyFor } from '../payment/payment-keys.ts';
import { usePayment } from '../payment/use-payment.tsx';

/**
 * The payment of an order placed earlier. With the key it was placed with, the server replays the
 * same order and its payment; without it (another browser) only test mode, which needs no provider
 * order id, can carry on.
 */
async function paymentFor(
  order: TOrder,
  mode: () => Promise<'razorpay' | 'test'>,
): Promise<TPlaceOrderResponse | null> {
  const key = paymentKeyFor(order._id);
  if (key) {
    return placeOrder(
      {
        restaurantId: order.restaurantId,
        items: order.items.flatMap((i) =>
          i.foodItemId
            ? [
                {
                  foodItemId: i.foodItemId,
                  quantity: i.quantity,
                  options: i.options.map(({ group, option }) => ({ group, option })),
                },
              ]
            : [],
        ),
        deliveryInfo: order.deliveryInfo,
      },
      key,
    );
  }
  if ((await mode()) !== 'test') return null;
  return {
    order,
    payment: {
      mode: 'test',
      keyId: null,
      providerOrderId: '',
      amount: rupeesToPaise(order.total),
      currency: 'INR',
      prefill: { name: order.deliveryInfo.name, contact: order.deliveryInfo.phone, email: '' },
    },
  };
}

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
    const mode = async () => (await queryClient.fetchQuery(clientConfigQuery)).payments;
    void (async () => {
      try {
        const placed = await paymentFor(order, mode);
        if (!placed) return onDone(ORDER_UI_MESSAGES.payOnOtherDevice);
        const outcome = await pay(placed);
        if (outcome.kind === 'paid') {
          forgetPaymentKey(order._id);
          await queryClient.invalidateQueries({ queryKey: ['orders'] });
        }
        onDone(outcome.kind === 'failed' ? outcome.message : null);
      } catch (err) {
        onDone(err instanceof ApiError ? err.message : ORDER_UI_MESSAGES.payOnOtherDevice);
      }
    })();
  }, [order, onDone, pay, queryClient]);

  return sheet;
}
