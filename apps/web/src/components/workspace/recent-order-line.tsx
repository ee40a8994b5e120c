import { Group, Stack, Text } from '@mantine/core';
import { Money } from '../money.tsx';
import { OrderStatusBadge } from '../order-status-badge.tsx';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * One order in a dashboard's short list: whose or where and when on the left, the amount over the
 * status badge on the right. Each side wraps within itself, so a phone's width holds the line and
 * an amount never slips onto the next order's.
 */
export function RecentOrderLine(props: { title: string; createdAt: string; total: number; status: string }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" py={6}>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500}>
          {props.title}
        </Text>
        <Text size="xs" c="dimmed">
          {when.format(new Date(props.createdAt))}
        </Text>
      </div>
      <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
        <Text size="sm" fw={600}>
          <Money rupees={props.total} />
        </Text>
        <OrderStatusBadge status={props.status} size="sm" />
      </Stack>
    </Group>
  );
}
