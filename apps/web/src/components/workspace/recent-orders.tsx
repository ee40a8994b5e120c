import { ADMIN_ORDER_MESSAGES, INDIA_TIME_ZONE } from '@app/shared';
import { Group, Stack, Text } from '@mantine/core';
import { Money } from '../money.tsx';
import { OrderStatusBadge } from '../order-status-badge.tsx';

/** In India, wherever the phone is set, like every other time an order shows. */
const when = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: INDIA_TIME_ZONE,
});

type RecentOrder = { _id: string; createdAt: string; total: number; status: string };

/**
 * A dashboard's short list of recent orders, one line each: `titleOf` (whose, or where) and when on
 * the left, the amount over the status badge on the right. Each side wraps within itself, so a
 * phone's width holds the line and an amount never slips onto the next order's.
 */
export function RecentOrders<T extends RecentOrder>(props: { orders: T[]; titleOf: (order: T) => string }) {
  if (props.orders.length === 0) return <Text c="dimmed">{ADMIN_ORDER_MESSAGES.noOrders}</Text>;
  return (
    <div>
      {props.orders.map((o) => (
        <Group key={o._id} justify="space-between" align="flex-start" wrap="nowrap" py={6}>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500}>
              {props.titleOf(o)}
            </Text>
            <Text size="xs" c="dimmed">
              {when.format(new Date(o.createdAt))}
            </Text>
          </div>
          <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
            <Text size="sm" fw={600}>
              <Money rupees={o.total} />
            </Text>
            <OrderStatusBadge status={o.status} size="sm" />
          </Stack>
        </Group>
      ))}
    </div>
  );
}
