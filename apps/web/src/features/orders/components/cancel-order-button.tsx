import { ORDER_UI_MESSAGES, type TOrder } from '@app/shared';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useCancelOrder } from '../api/cancel-order.ts';
import { shortTime } from '../order-format.ts';

/** Cancel, after a confirmation: a paid order's refund is not something to do by a slip of the thumb. */
export function CancelOrderButton({
  order,
  until,
  onResult,
}: {
  order: TOrder;
  until: Date | null;
  onResult: (message: { kind: 'error' | 'success'; text: string }) => void;
}) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelOrder();

  return (
    <>
      <Button
        variant="light"
        color="red"
        h={44}
        onClick={() => setAsking(true)}
        aria-label={`Cancel order from ${order.restaurantName}`}
        title={until ? `You can cancel until ${shortTime.format(until)}` : undefined}
      >
        Cancel
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Cancel order" centered>
        <Text>{ORDER_UI_MESSAGES.cancelConfirm}</Text>
        {until && (
          <Text size="sm" c="dimmed" mt="xs">
            You can cancel until {shortTime.format(until)}.
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" h={44} onClick={() => setAsking(false)} data-autofocus>
            Keep order
          </Button>
          <Button
            color="red.9"
            h={44}
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(order._id, {
                onSuccess: () => onResult({ kind: 'success', text: ORDER_UI_MESSAGES.orderCancelled }),
                onError: (err) => onResult({ kind: 'error', text: err.message }),
                onSettled: () => setAsking(false),
              })
            }
          >
            Cancel order
          </Button>
        </Group>
      </Modal>
    </>
  );
}
