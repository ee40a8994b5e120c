import {
  indiaClock,
  KITCHEN_MESSAGES,
  NOTIFICATION_MESSAGES,
  OWNER_MESSAGES,
  SCHEDULE_MESSAGES,
  type TOrder,
} from '@app/shared';
import { Badge, Button, Center, Group, Loader, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';
import { ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { ScheduledLine } from '../../../components/scheduled-line.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { playChime } from '../../../lib/chime.ts';
import { useOrderStream } from '../../../lib/order-stream.ts';
import { turnOnPush } from '../../../lib/push.ts';
import { useIndiaDayStart } from '../../../lib/use-india-day-start.ts';
import { keys } from '../../../queries/keys.ts';
import { boardQuery } from '../api/orders-board.ts';
import { NeedsRestaurant } from '../components/needs-restaurant.tsx';
import { isNewOrderFor, notifyNewOrder } from '../components/new-order-alert.ts';
import { OrderTicket } from '../components/order-ticket.tsx';
import { type TicketPrinter, useTicketPrinter } from '../components/ticket-printer.tsx';
import { useKitchenPrinter } from '../state/kitchen-printer.ts';

/** /kitchen-ticket/{id}, in the board's chunk (app/routes/owner-routes.tsx). */
/** /restaurant-coupons, in the board's chunk too (app/routes/owner-routes.tsx). */
export { default as OwnerCouponsPage } from './coupons-page.tsx';

export { default as KitchenTicketPage } from './kitchen-ticket-page.tsx';

function Column({ title, orders, printer }: { title: string; orders: TOrder[]; printer: TicketPrinter }) {
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
        orders.map((o) => <OrderTicket key={o._id} order={o} printer={printer} />)
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

  const { autoPrintSince, setAutoPrint } = useKitchenPrinter();
  const printer = useTicketPrinter();
  const asked = useRef(new Set<string>());
  // Auto-print: each order accepted since it was turned on, once on this device; the server makes
  // it once across devices (POST /api/orders/{id}/ticket).
  useEffect(() => {
    if (!autoPrintSince) return;
    for (const o of board.data?.open ?? []) {
      if (o.status !== 'Preparing' || asked.current.has(o._id) || (o.paidAt ?? o.createdAt) < autoPrintSince)
        continue;
      asked.current.add(o._id);
      void printer.print(o, 'auto').catch(() => asked.current.delete(o._id));
    }
  }, [board.data, autoPrintSince, printer]);

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
        <Switch
          label={KITCHEN_MESSAGES.autoPrint}
          description={KITCHEN_MESSAGES.autoPrintHelp}
          checked={autoPrintSince !== null}
          onChange={(e) => setAutoPrint(e.currentTarget.checked)}
        />
        {permission === 'default' && (
          <Button
            size="xs"
            variant="light"
            // Alerts on this device (Web Push, decision 051): new orders ring even with the tab closed.
            onClick={() =>
              void turnOnPush()
                .catch(() => undefined)
                .finally(() => setPermission(Notification.permission))
            }
          >
            {NOTIFICATION_MESSAGES.pushOn}
          </Button>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
        <Column title={`${OWNER_MESSAGES.newOrder}s`} orders={columns.fresh} printer={printer} />
        <Column title="Preparing" orders={columns.preparing} printer={printer} />
        <Column title="Out for delivery" orders={columns.onTheWay} printer={printer} />
        <Column title="Done today" orders={columns.done} printer={printer} />
      </SimpleGrid>
      <BookedForLater orders={board.data?.later ?? []} />
      {printer.slot}
    </Stack>
  );
}

/**
 * Scheduled orders booked for later (decision 053): what is coming, by half hour. Each moves to New
 * orders, with the ring, at its kitchen time (the slot minus the prep time).
 */
function BookedForLater({ orders }: { orders: TOrder[] }) {
  if (orders.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-label={SCHEDULE_MESSAGES.upcomingTitle}>
      <Title order={2} size="h4">
        {SCHEDULE_MESSAGES.upcoming(orders.length)}
      </Title>
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {orders.map((o) => (
          <Text component="li" key={o._id} size="sm">
            <ScheduledLine scheduledFor={o.scheduledFor} />
            {SCHEDULE_MESSAGES.bookedLine(
              o._id.slice(0, 8),
              o.items.reduce((n, i) => n + i.quantity, 0),
              o.kitchenStartsAt ? indiaClock(new Date(o.kitchenStartsAt), true) : '',
            )}
          </Text>
        ))}
      </Stack>
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
