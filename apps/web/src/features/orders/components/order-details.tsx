import { lineTotalRupees, type TOrder } from '@app/shared';
import { Anchor, Box, Divider, Group, Stack, Text } from '@mantine/core';
import { BillLines } from '../../../components/bill-lines.tsx';
import { Money } from '../../../components/money.tsx';

/** What was ordered, where it goes and what it cost (the server's figures). */
export function OrderDetails({ order }: { order: TOrder }) {
  const d = order.deliveryInfo;
  return (
    <Stack gap="xs">
      <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Items">
        {order.items.map((item) => (
          <Group
            component="li"
            key={`${item.foodItemId}-${item.options.map((o) => o.option).join('-')}`}
            justify="space-between"
            wrap="nowrap"
            align="flex-start"
            py={2}
          >
            <Box style={{ minWidth: 0 }}>
              <Text size="sm">
                {item.quantity} × {item.name}
              </Text>
              {item.options.length > 0 && (
                <Text size="xs" c="dimmed">
                  {item.options.map((o) => `${o.group}: ${o.option}`).join(' · ')}
                </Text>
              )}
            </Box>
            <Text size="sm" ta="right" style={{ flex: 'none' }}>
              <Money rupees={lineTotalRupees(item.price, item.quantity)} />
            </Text>
          </Group>
        ))}
      </Box>
      <Divider />
      <BillLines bill={order.bill} />
      {order.invoiceNumber && (
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c="dimmed">
            Tax invoice {order.invoiceNumber}
          </Text>
          <Anchor href={`/api/order/${order._id}/invoice`} download size="sm" py={10}>
            Download invoice (PDF)
          </Anchor>
        </Group>
      )}
      <Text size="sm" c="dimmed">
        Deliver to {d.name}, {d.address}, {d.city}, {d.state} {d.zip} · {d.phone}
      </Text>
    </Stack>
  );
}
