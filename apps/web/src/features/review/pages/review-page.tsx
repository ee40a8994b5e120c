import { ORDER_MESSAGES } from '@app/shared';
import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { EmptyState } from '../../../components/page-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useOrder } from '../../../queries/order.ts';
import { useRestaurant } from '../../../queries/restaurant.ts';
import { useCurrentUser } from '../../../state/session.ts';
import { useOrderUser } from '../api/get-user.ts';
import { ReviewForm } from '../components/review-form.tsx';
import { ReviewOrderSummary } from '../components/review-order-summary.tsx';
import { ReviewerCard } from '../components/reviewer-card.tsx';
import { ThankYouOverlay } from '../components/thank-you-overlay.tsx';

/** /review/:orderId: loads the order, then its customer and restaurant; the review needs none of them. */
export default function ReviewPage() {
  const { orderId = '' } = useParams();
  const { user: me } = useCurrentUser();
  const order = useOrder(orderId);
  const reviewer = useOrderUser(order.data?.userId);
  const restaurant = useRestaurant(order.data?.restaurantId);
  const [done, setDone] = useState(false);

  // No such order (or not one of mine: the server answers the same): say so, no form to fill.
  const missing =
    order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
  if (missing) {
    return (
      <Container size="md" py="lg">
        <Title order={1} fz={{ base: 24, sm: 32 }} mb="md">
          {ORDER_MESSAGES.orderNotFound}
        </Title>
        <EmptyState
          message={ORDER_MESSAGES.reviewOrderNotFound}
          action={
            <Button component={Link} to="/orders" variant="light" mih={44}>
              My Orders
            </Button>
          }
        />
      </Container>
    );
  }

  const partial = order.isError || reviewer.isError || restaurant.isError;
  const restaurantName = restaurant.data?.name || order.data?.restaurantName || 'the restaurant';
  // What the server would refuse anyway, said before the person types a review.
  const blockedReason = done
    ? null
    : order.data?.reviewed
      ? ORDER_MESSAGES.reviewAlreadyGiven
      : order.data && order.data.status !== 'Delivered'
        ? ORDER_MESSAGES.reviewOnlyDelivered
        : null;

  return (
    <Container size="md" py="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" mb="md">
        <Box style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            Review your order
          </Text>
          {order.isPending ? (
            <Skeleton h={32} w={240} mt={4} />
          ) : (
            <Title order={1} fz={{ base: 24, sm: 32 }}>
              How was {restaurantName}?
            </Title>
          )}
        </Box>
        {order.isPending ? <Skeleton h={28} w={96} /> : <OrderStatusBadge status={order.data?.status} />}
      </Group>
      {partial && (
        <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} mb="md" role="status">
          {ORDER_MESSAGES.reviewLoadPartial}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mb="lg">
        <ReviewerCard
          user={reviewer.data}
          loading={order.isPending || (reviewer.isPending && reviewer.fetchStatus !== 'idle')}
          favorites={me?.favorites}
        />
        <ReviewOrderSummary order={order.data} loading={order.isPending} />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={2} size="h3">
          Your review
        </Title>
        <ReviewForm orderId={orderId} blockedReason={blockedReason} onSubmitted={() => setDone(true)} />
      </Stack>
      <ThankYouOverlay opened={done} restaurantName={restaurantName} />
    </Container>
  );
}
