import type { TOrder } from '@app/shared';
import { Collapse, Paper, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { timelineOf } from '../order-format.ts';
import type { CardMessage, PayNowSlot } from '../order-types.ts';
import { CardAlert } from './card-alert.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderDetails } from './order-details.tsx';
import { OrderHeading } from './order-heading.tsx';
import { OrderProgress } from './order-progress.tsx';
import { OrderStatusNotes } from './order-status-notes.tsx';
import { OrderTracking } from './order-tracking.tsx';

/** One order on My Orders: status, timeline, details, and the actions its status allows. */
export function OrderCard({ order, payNow }: { order: TOrder; payNow?: PayNowSlot }) {
  const headingId = useId();
  const trackingId = useId();
  const [tracking, setTracking] = useState(false);
  const [message, setMessage] = useState<CardMessage | null>(null);
  const awaitingPayment = order.status === 'AwaitingPayment';

  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <OrderHeading order={order} level={2} id={headingId} />
        {!awaitingPayment && <OrderProgress steps={timelineOf(order)} />}
        <OrderStatusNotes order={order} />
        <OrderDetails order={order} />
        {message && <CardAlert message={message} />}
        <OrderActions
          order={order}
          payNow={payNow}
          track={{ open: tracking, panelId: trackingId, toggle: () => setTracking((t) => !t) }}
          onMessage={setMessage}
        />
        {!awaitingPayment && (
          <Collapse expanded={tracking} id={trackingId}>
            <OrderTracking order={order} open={tracking} />
          </Collapse>
        )}
      </Stack>
    </Paper>
  );
}
