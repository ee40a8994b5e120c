import {
  indiaDate,
  LEDGER_MESSAGES,
  shiftSettlementWeek,
  startOfIndiaWeek,
  type TRestaurantStatement,
} from '@app/shared';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Money } from '../../../components/money.tsx';
import { EmptyState, ErrorState } from '../../../components/page-state.tsx';
import { QueryState } from '../../../components/workspace/query-state.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { downloadStatement, useStatement } from '../api/statements.ts';
import { NeedsRestaurant } from '../components/needs-restaurant.tsx';

function Figure({ label, rupees, strong }: { label: string; rupees: number; strong?: boolean }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={strong ? 24 : 18} fw={strong ? 700 : 500}>
        <Money rupees={rupees} />
      </Text>
    </Paper>
  );
}

function Figures({ s }: { s: TRestaurantStatement }) {
  return (
    <Stack>
      <Group gap="xs">
        <Text>
          {s.weekStart} to {s.weekEnd}: {s.orders} {s.orders === 1 ? 'order' : 'orders'}
        </Text>
        {s.payout && (
          <Badge color={s.payout.status === 'paid' ? 'green' : 'yellow'} data-testid="payout-status">
            {s.payout.status === 'paid' ? `Paid, UTR ${s.payout.utr}` : 'Payout owed'}
          </Badge>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, md: 3 }}>
        <Figure label="Gross (food and packaging)" rupees={s.gross} />
        <Figure label="Commission" rupees={s.commission} />
        <Figure label="Restaurant-funded discounts" rupees={s.restaurantDiscounts} />
        <Figure label="Refunds" rupees={s.refunds} />
        <Figure label="GST on food (paid by the platform)" rupees={s.gst} />
        <Figure label="Net payable" rupees={s.netPayable} strong />
      </SimpleGrid>
      {s.lines.length === 0 ? (
        <EmptyState message={LEDGER_MESSAGES.noOrdersThisWeek} />
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Invoice</Table.Th>
                <Table.Th ta="right">Gross</Table.Th>
                <Table.Th ta="right">Commission</Table.Th>
                <Table.Th ta="right">Refund</Table.Th>
                <Table.Th ta="right">Net</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {s.lines.map((l) => (
                <Table.Tr key={l.orderId}>
                  <Table.Td>{l.invoiceNumber ?? l.orderId.slice(0, 8)}</Table.Td>
                  <Table.Td ta="right">
                    <Money rupees={l.gross} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money rupees={l.commission} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money rupees={l.refund} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Money rupees={l.net} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}

function Statement({ restaurantId }: { restaurantId: string }) {
  const thisWeek = indiaDate(startOfIndiaWeek(new Date()));
  const [week, setWeek] = useState(thisWeek);
  const [error, setError] = useState<string | null>(null);
  const query = useStatement(restaurantId, week);
  const download = (ext: '.csv' | '.pdf') =>
    downloadStatement(restaurantId, week, ext).catch((err: Error) => setError(err.message));
  return (
    <Stack>
      <Group>
        <Button variant="default" onClick={() => setWeek(shiftSettlementWeek(week, -1))} mih={44}>
          Previous week
        </Button>
        <Button
          variant="default"
          onClick={() => setWeek(shiftSettlementWeek(week, 1))}
          disabled={week >= thisWeek}
          mih={44}
        >
          Next week
        </Button>
        <Button variant="light" onClick={() => download('.csv')} mih={44}>
          Download CSV
        </Button>
        <Button variant="light" onClick={() => download('.pdf')} mih={44}>
          Download PDF
        </Button>
      </Group>
      {error && <ErrorState message={error} />}
      <QueryState query={query} what="statement">
        {(s) => <Figures s={s} />}
      </QueryState>
    </Stack>
  );
}

/** /restaurant-statements: the weekly settlement statement (Monday to Sunday, India), from the ledger. */
export default function StatementsPage() {
  return (
    <>
      <WorkspacePageHeader title={LEDGER_MESSAGES.statementTitle} />
      <NeedsRestaurant>{(id) => <Statement restaurantId={id} />}</NeedsRestaurant>
    </>
  );
}
