import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { Money } from '../../../components/money.tsx';
import { QueryState } from '../../../components/workspace/query-state.tsx';
import { useRiderStatement } from '../api/statement.ts';

function Figure({ label, rupees }: { label: string; rupees: number }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>
        <Money rupees={rupees} />
      </Text>
    </div>
  );
}

/** This week's earnings statement (Monday to Sunday), from the ledger: what the platform owes the rider. */
export function LedgerStatementCard() {
  const query = useRiderStatement();
  return (
    <QueryState query={query} what="earnings statement">
      {(s) => (
        <Paper withBorder radius="md" p="sm" data-testid="rider-statement">
          <Group justify="space-between" mb="xs">
            <Text fw={700}>
              Statement {s.weekStart} to {s.weekEnd}
            </Text>
            {s.payout && (
              <Badge color={s.payout.status === 'paid' ? 'green' : 'yellow'}>
                {s.payout.status === 'paid' ? `Paid, UTR ${s.payout.utr}` : 'Payout owed'}
              </Badge>
            )}
          </Group>
          <SimpleGrid cols={2} spacing="xs">
            <Figure label="Delivery pay" rupees={s.deliveryPay} />
            <Figure label="Tips" rupees={s.tips} />
            <Figure label="To be paid to you" rupees={s.netPayable} />
            <Figure label="Cash to deposit" rupees={s.cashToDeposit} />
          </SimpleGrid>
        </Paper>
      )}
    </QueryState>
  );
}
