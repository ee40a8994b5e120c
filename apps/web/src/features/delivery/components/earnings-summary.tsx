import type { TDeliveryHistory } from '@app/shared';
import { COD_MESSAGES, INDIA_TIME_ZONE, rupeesToPaise } from '@app/shared';
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { Money } from '../../../components/money.tsx';

const time = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_TIME_ZONE,
});

function Period({ label, period }: { label: string; period: TDeliveryHistory['today'] }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        <Money rupees={period.earnings} />
      </Text>
      <Text size="sm">
        {period.deliveries} {period.deliveries === 1 ? 'delivery' : 'deliveries'}
      </Text>
      {period.tips > 0 && (
        <Text size="sm" c="teal.8" data-testid="tips">
          incl. <Money rupees={period.tips} /> in tips
        </Text>
      )}
    </Paper>
  );
}

/** Earnings today and this week, and the latest deliveries. */
export function EarningsSummary({ history }: { history: TDeliveryHistory }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        <Period label="Today" period={history.today} />
        <Period label="This week" period={history.week} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        <Money rupees={history.feePerDelivery} /> per delivery.
      </Text>
      {history.cashInHand > 0 && (
        <Paper withBorder radius="md" p="sm" data-testid="cash-in-hand">
          <Text fw={700}>{COD_MESSAGES.cashInHand(rupeesToPaise(history.cashInHand))}</Text>
          <Text size="sm" c="dimmed">
            Cash on delivery you collected, to deposit with the platform.
          </Text>
        </Paper>
      )}
      {history.deliveries.length > 0 && (
        <>
          <Title order={3} size="h5">
            Latest deliveries
          </Title>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Restaurant</Table.Th>
                <Table.Th>Delivered</Table.Th>
                <Table.Th ta="right">Earned</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.deliveries.map((d) => (
                <Table.Tr key={d._id}>
                  <Table.Td>{d.restaurantName}</Table.Td>
                  <Table.Td>{d.deliveredAt ? time.format(new Date(d.deliveredAt)) : '—'}</Table.Td>
                  <Table.Td ta="right">
                    <Money rupees={d.earning} />
                    {d.tip > 0 && (
                      <Text size="xs" c="dimmed">
                        tip <Money rupees={d.tip} />
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
