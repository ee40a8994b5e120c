import { LIST_PAGE_SIZE, MESSAGES, ORDER_UI_MESSAGES } from '@app/shared';
import { Badge, Button, Center, Container, Group, Pagination, Skeleton, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { useMyOrders } from '../api/get-my-orders.ts';
import { OrderCard } from '../components/order-card.tsx';
import { useOrderEvents } from '../hooks/use-order-events.ts';
import type { PayNowSlot } from '../order-types.ts';

function OrdersSkeleton() {
  return (
    <Stack gap="md" aria-busy aria-label="Loading your orders">
      {['a', 'b', 'c'].map((k) => (
        <Skeleton key={k} h={280} radius="md" />
      ))}
    </Stack>
  );
}

/** /orders: my orders, newest first, ten a page, updating live while open (spec 2, 4). */
export default function OrdersPage({ payNow }: { payNow?: PayNowSlot }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const orders = useMyOrders(page);
  const live = useOrderEvents();

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  let body: React.ReactNode;
  if (orders.isPending) body = <OrdersSkeleton />;
  else if (orders.isError) {
    body = (
      <ErrorState
        message={ORDER_UI_MESSAGES.ordersLoadFailed}
        action={<RetryButton onRetry={() => orders.refetch()} />}
      />
    );
  } else if (orders.data.items.length === 0) {
    body = (
      <EmptyState
        message={MESSAGES.noOrders}
        action={
          <Button component={Link} to="/all-restaurants" h={44}>
            Browse Restaurants
          </Button>
        }
      />
    );
  } else {
    const pages = Math.ceil(orders.data.total / LIST_PAGE_SIZE);
    body = (
      <Stack gap="md">
        {orders.data.items.map((order) => (
          <OrderCard key={order._id} order={order} payNow={payNow} />
        ))}
        {pages > 1 && (
          <Center>
            <Pagination
              total={pages}
              value={Math.min(page, pages)}
              onChange={goTo}
              size="lg"
              aria-label="Order pages"
              getItemProps={(p) => ({ 'aria-label': `Page ${p}` })}
            />
          </Center>
        )}
      </Stack>
    );
  }

  return (
    <Container size="md" py="lg">
      <Group justify="space-between" mb="md">
        <Title order={1}>My Orders</Title>
        {live && (
          <Badge variant="dot" color="green.9" size="lg">
            {ORDER_UI_MESSAGES.liveUpdates}
          </Badge>
        )}
      </Group>
      {body}
    </Container>
  );
}
