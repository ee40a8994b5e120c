import { CUSTOMER_REFUND_MESSAGES, type TOrder } from '@app/shared';
import { Alert, Anchor, Box, Collapse, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { longDate, timelineOf } from '../order-format.ts';
import type { CardMessage, PayNowSlot } from '../order-types.ts';
import { OrderActions } from './order-actions.tsx';
import { OrderDetails } from './order-details.tsx';
import { OrderProgress } from './order-progress.tsx';
import { OrderTracking } from './order-tracking.tsx';

function CardAlert({ message }: { message: CardMessage }) {
  const error = message.kind === 'error';
  return (
    <Alert
      color={error ? 'red' : 'green'}
      icon={error ? <IconAlertTriangle aria-hidden /> : <IconCircleCheck aria-hidden />}
      role={error ? 'alert' : 'status'}
    >
      {message.text}
      {message.linkToCart && (
        <>
          {' '}
          <Anchor component={Link} to="/cart" fw={700} c="inherit" underline="always">
            View cart
          </Anchor>
        </>
      )}
    </Alert>
  );
}

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
        <Box>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={2} size="h4" id={headingId} style={{ minWidth: 0 }}>
              {order.restaurantName}
            </Title>
            <OrderStatusBadge status={order.status} />
          </Group>
          <Text size="sm" c="dimmed">
            <time dateTime={order.createdAt}>{longDate.format(new Date(order.createdAt))}</time> · #
            {order._id.slice(0, 8)}
          </Text>
        </Box>
        {!awaitingPayment && <OrderProgress steps={timelineOf(order)} />}
        {order.status === 'Preparing' && order.prepMinutes !== null && (
          <Text fw={600} data-testid="prep-time">
            The restaurant is preparing your order: ready in about {order.prepMinutes} minutes.
          </Text>
        )}
        {order.status === 'Cancelled' && order.cancelReason && (
          <Text data-testid="cancel-reason">
            The restaurant could not take this order: {order.cancelReason}. Your payment is refunded in full.
          </Text>
        )}
        {order.refundStatus && (
          <Text fw={600} data-testid="refund-status" role="status">
            {CUSTOMER_REFUND_MESSAGES[order.refundStatus]}
          </Text>
        )}
        <OrderDetails order={order} />
        {message && <CardAlert message={message} />}
        <OrderActions
          order={order}
          payNow={payNow}
          tracking={tracking}
          trackingId={trackingId}
          onToggleTracking={() => setTracking((t) => !t)}
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
