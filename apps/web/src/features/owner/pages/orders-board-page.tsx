import { OWNER_MESSAGES, type TOrder } from '@app/shared';
import { Badge, Button, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';
import { ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { playChime } from '../../../lib/chime.ts';
import { useOrderStream } from '../../../lib/order-stream.ts';
import { useIndiaDayStart } from '../../../lib/use-india-day-start.ts';
import { keys } from '../../../queries/keys.ts';
import { boardQuery } from '../api/orders-board.ts';
import { NeedsRestaurant } from '../components/needs-restaurant.tsx';
import { isNewOrderFor, notifyNewOrder } from '../components/new-order-alert.ts';
import { OrderTicket } from '../components/order-ticket.tsx';

function Column({ title, orders }: { title: string; orders: TOrder[] }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Badge variant="filled" color="gray.7">
          {orders.length}
        </Badge>
      </Group>
      {orders.length === 0 ? (
        <Text size="sm" c="dimmed">
          None
        </Text>
      ) : (
        orders.map((o) => <OrderTicket key={o._id} order={o} />)
      )}
    </Stack>
  );
}

function Board({ restaurantId }: { restaurantId: string }) {
  // "Done today" starts at midnight in India, and moves on at the next one while the board is open.
  const since = useIndiaDayStart();
  const board = useQuery(boardQuery(restaurantId, since));
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: keys.owner.boards });
  const live = useOrderStream({
    // A new order must reach an owner looking at another tab.
    whileHidden: true,
    onOrder: (event) => {
      refresh();
      // A new paid order of this board's restaurant (an owner of several, or an admin, hears others').
      if (isNewOrderFor(event, restaurantId)) {
        playChime();
        notifyNewOrder(`Order #${event.orderId.slice(0, 8)} is waiting for you.`);
      }
    },
    onResync: refresh,
  });
  const [permission, setPermission] = useState(() =>
    typeof Notification === 'undefined' ? 'denied' : Notification.permission,
  );

  const columns = useMemo(() => {
    const open = board.data?.open ?? [];
    return {
      fresh: open.filter((o) => o.status === 'Processing'),
      preparing: open.filter((o) => o.status === 'Preparing'),
      onTheWay: open.filter((o) => o.status === 'On the way'),
      done: board.data?.done ?? [],
    };
  }, [board.data]);

  if (board.isPending)
    return (
      <Center py="xl">
        <Loader color="orange" aria-label="Loading orders" />
      </Center>
    );
  if (board.isError)
    return (
      <ErrorState
        message={`Error loading orders: ${board.error.message}`}
        action={<RetryButton onRetry={() => board.refetch()} />}
      />
    );

  return (
    <Stack>
      <Group gap="sm">
        <Badge color={live ? BADGE_SHADES.green : BADGE_SHADES.gray} variant="filled">
          {live ? 'Live' : 'Reconnecting…'}
        </Badge>
        {permission === 'default' && (
          <Button
            size="xs"
            variant="light"
            onClick={() => void Notification.requestPermission().then(setPermission)}
          >
            Turn on notifications
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <Column title={`${OWNER_MESSAGES.newOrder}s`} orders={columns.fresh} />
        <Column title="Preparing" orders={columns.preparing} />
        <Column title="Out for delivery" orders={columns.onTheWay} />
        <Column title="Done today" orders={columns.done} />
      </SimpleGrid>
    </Stack>
  );
}

/** /restaurant-orders: the live order board. */
export default function OrdersBoardPage() {
  return (
    <>
      <WorkspacePageHeader title="Orders" />
      <NeedsRestaurant>{(id) => <Board restaurantId={id} />}</NeedsRestaurant>
    </>
  );
}
