import { COD_MESSAGES, lineTotalRupees, rupeesToPaise, type TOrder } from '@app/shared';
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
      {order.cashToCollect !== null && (
        <Text fw={600} data-testid="cod-due">
          {COD_MESSAGES.payAtDoor(rupeesToPaise(order.cashToCollect))}
        </Text>
      )}
      {order.invoiceNumber && (
        <OrderDocumentLink
          label={`Tax invoice ${order.invoiceNumber}`}
          href={`/api/order/${order._id}/invoice`}
          action="Download invoice (PDF)"
        />
      )}
      {order.creditNoteNumber && (
        <OrderDocumentLink
          label={`Credit note ${order.creditNoteNumber}`}
          href={`/api/order/${order._id}/credit-note`}
          action="Download credit note (PDF)"
        />
      )}
      <Text size="sm" c="dimmed">
        Deliver to {d.name}, {d.address}, {d.city}, {d.state} {d.zip} · {d.phone}
      </Text>
    </Stack>
  );
}

/** One of the order's tax documents: its number, and the link that downloads its PDF. */
function OrderDocumentLink({ label, href, action }: { label: string; href: string; action: string }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Anchor href={href} download size="sm" py={10}>
        {action}
      </Anchor>
    </Group>
  );
}
