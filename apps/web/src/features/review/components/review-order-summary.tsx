import { lineTotalRupees, type TOrder } from '@app/shared';
import { Box, Divider, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { Money } from '../../../components/money.tsx';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short' });

/** What the review is about: the order's dishes and total. */
export function ReviewOrderSummary({ order, loading }: { order: TOrder | undefined; loading: boolean }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="review-order-heading">
      <Title order={2} size="h4" id="review-order-heading" mb="xs">
        Order summary
      </Title>
      {loading ? (
        <Skeleton h={80} />
      ) : !order ? (
        <Text c="dimmed">Order details are not available.</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="xs">
            <time dateTime={order.createdAt}>{dateFormat.format(new Date(order.createdAt))}</time>
          </Text>
          <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {order.items.map((item) => (
              <Group
                component="li"
                key={`${item.foodItemId}-${item.options.map((o) => o.option).join('-')}`}
                justify="space-between"
                wrap="nowrap"
                py={2}
              >
                <Text size="sm">
                  {item.quantity} × {item.name}
                </Text>
                <Text size="sm" ta="right" style={{ flex: 'none' }}>
                  <Money rupees={lineTotalRupees(item.price, item.quantity)} />
                </Text>
              </Group>
            ))}
          </Box>
          <Divider my="xs" />
          <Group justify="space-between">
            <Text fw={700}>Total</Text>
            <Text fw={700}>
              <Money rupees={order.total} />
            </Text>
          </Group>
        </>
      )}
    </Paper>
  );
}
