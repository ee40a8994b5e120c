import { CUSTOMER_REFUND_MESSAGES, type TOrder } from '@app/shared';
import { Text } from '@mantine/core';

/** What the status means for the customer in words: the preparing time, why it was cancelled, the refund. */
export function OrderStatusNotes({ order }: { order: TOrder }) {
  return (
    <>
      {order.status === 'Preparing' && order.prepMinutes !== null && (
        <Text fw={600} data-testid="prep-time">
          The restaurant is preparing your order: ready in about {order.prepMinutes} minutes.
        </Text>
      )}
      {order.status === 'Cancelled' && order.cancelReason && (
        <Text data-testid="cancel-reason">
          The restaurant could not take this order: {order.cancelReason}.
          {order.paymentMethod === 'online' && ' Your payment is refunded in full.'}
        </Text>
      )}
      {order.refundStatus && (
        <Text fw={600} data-testid="refund-status" role="status">
          {CUSTOMER_REFUND_MESSAGES[order.refundStatus]}
        </Text>
      )}
    </>
  );
}
