import type { TOrder } from '@app/shared';
import { Box, Group, Text, Title, type TitleOrder } from '@mantine/core';
import { OrderStatusBadge } from '../../../components/order-status-badge.tsx';
import { ScheduledLine } from '../../../components/scheduled-line.tsx';
import { longDate } from '../order-format.ts';

/** An order's heading: the restaurant, the status in words and colour, when it was placed and its number. */
export function OrderHeading({
  order,
  level,
  id,
}: {
  order: TOrder;
  /** 2 on a card of My Orders, 1 on the order's own screen. */
  level: TitleOrder;
  id?: string;
}) {
  return (
    <Box>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={level} size={level === 1 ? 'h2' : 'h4'} id={id} style={{ minWidth: 0 }}>
          {order.restaurantName}
        </Title>
        <OrderStatusBadge status={order.status} />
      </Group>
      <Text size="sm" c="dimmed">
        <time dateTime={order.createdAt}>{longDate.format(new Date(order.createdAt))}</time> · #
        {order._id.slice(0, 8)}
      </Text>
      <ScheduledLine scheduledFor={order.scheduledFor} />
    </Box>
  );
}
