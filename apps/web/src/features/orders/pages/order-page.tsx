import { ORDER_UI_MESSAGES } from '@app/shared';
import { Anchor, Badge, Container, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useOrder } from '../../../queries/order.ts';
import { CardAlert } from '../components/card-alert.tsx';
import { DeliveryTracking } from '../components/delivery-tracking.tsx';
import { OrderActions } from '../components/order-actions.tsx';
import { OrderDetails } from '../components/order-details.tsx';
import { OrderHeading } from '../components/order-heading.tsx';
import { OrderProgress } from '../components/order-progress.tsx';
import { OrderStatusNotes } from '../components/order-status-notes.tsx';
import { useOrderEvents } from '../hooks/use-order-events.ts';
import { timelineOf } from '../order-format.ts';
import type { CardMessage, PayNowSlot } from '../order-types.ts';

/**
 * /orders/{id}: one order on its own screen, live (issue 28). While a rider has it: the map first
 * (rider, restaurant, you, the route), the arrival estimate, the doorstep code and the rider's
 * first name; then the steps, what the status allows, the items and the bill.
 */
export default function OrderPage({ payNow }: { payNow?: PayNowSlot }) {
  const { orderId = '' } = useParams();
  const query = useOrder(orderId);
  const live = useOrderEvents();
  const [message, setMessage] = useState<CardMessage | null>(null);

  const back = (
    <Anchor component={Link} to="/orders" size="sm" py={10} display="inline-flex" style={{ gap: 4 }}>
      <IconArrowLeft size={16} aria-hidden /> {ORDER_UI_MESSAGES.backToOrders}
    </Anchor>
  );

  if (query.isPending)
    return (
      <Container size="sm" py="md">
        {back}
        <Stack gap="md" aria-busy aria-label="Loading your order">
          <Skeleton h={40} w="60%" />
          <Skeleton h={260} radius="md" />
          <Skeleton h={120} radius="md" />
        </Stack>
      </Container>
    );
  if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Container size="sm" py="md">
        {back}
        <ErrorState
          message={missing ? ORDER_UI_MESSAGES.orderNotFound : ORDER_UI_MESSAGES.orderLoadFailed}
          {...(missing ? {} : { action: <RetryButton onRetry={() => query.refetch()} /> })}
        />
      </Container>
    );
  }

  const order = query.data;
  const withRider =
    order.deliveryPartnerId !== null && (order.status === 'Preparing' || order.status === 'On the way');
  return (
    <Container size="sm" py="md">
      <Group justify="space-between" wrap="nowrap">
        {back}
        {live && (
          <Badge variant="dot" color="green.9">
            {ORDER_UI_MESSAGES.liveUpdates}
          </Badge>
        )}
      </Group>
      <Stack gap="md">
        <OrderHeading order={order} level={1} />
        {withRider && <DeliveryTracking orderId={order._id} mapFirst />}
        {order.status !== 'AwaitingPayment' && <OrderProgress steps={timelineOf(order)} />}
        <OrderStatusNotes order={order} />
        {message && <CardAlert message={message} />}
        <OrderActions order={order} payNow={payNow} onMessage={setMessage} />
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Title order={2} size="h4" mb="xs">
            Items and bill
          </Title>
          <OrderDetails order={order} />
        </Paper>
      </Stack>
    </Container>
  );
}
