import {
  COD_MESSAGES,
  type TCashDepositInput,
  type TRiderCash,
  type TRiderCashOverview,
  ZCashDepositInput,
} from '@app/shared';
import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { Money } from '../../../components/money.tsx';
import { QueryState } from '../../../components/workspace/query-state.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRecordDeposit, useRiderCash } from '../api/rider-cash.ts';

type Values = { amount: number | string; reference: string };
const toPayload = (v: Values): TCashDepositInput => ({ amount: Number(v.amount), reference: v.reference });

/** Record what one rider handed over: at most their cash in hand (the server checks it too). */
function DepositForm({ rider, onDone }: { rider: TRiderCash; onDone: (text: string) => void }) {
  const record = useRecordDeposit();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm(ZCashDepositInput, toPayload, {
    initialValues: { amount: rider.cashInHand, reference: '' } as Values,
  });
  const submit = form.submit((body) =>
    record.mutate(
      { riderId: rider.riderId, body },
      { onSuccess: () => onDone(COD_MESSAGES.depositRecorded), onError: (err) => setError(err.message) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text>
          Cash in hand: <Money rupees={rider.cashInHand} />
        </Text>
        <NumberInput
          label="Amount deposited (₹)"
          withAsterisk
          min={0}
          max={rider.cashInHand}
          decimalScale={2}
          prefix="₹"
          {...form.getInputProps('amount')}
        />
        <TextInput
          label="Reference"
          description="The bank slip or receipt number."
          withAsterisk
          {...form.getInputProps('reference')}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" h={44} loading={record.isPending}>
            Record deposit
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RiderCash({ overview }: { overview: TRiderCashOverview }) {
  const [depositFor, setDepositFor] = useState<TRiderCash | null>(null);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack>
      {done && (
        <Alert color="green" role="status">
          {done}
        </Alert>
      )}
      {overview.riders.length === 0 ? (
        <Text c="dimmed">No rider has collected cash on delivery yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Rider</Table.Th>
                <Table.Th ta="right">Cash in hand</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overview.riders.map((r) => (
                <Table.Tr key={r.riderId} data-testid="rider-cash-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {r.name}
                    </Text>
                    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {r.email}
                    </Text>
                    <Text size="xs">
                      Collected <Money rupees={r.collected} /> · deposited <Money rupees={r.deposited} />
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right" fw={700}>
                    <Money rupees={r.cashInHand} />
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="light"
                      size="compact-md"
                      mih={44}
                      disabled={r.cashInHand <= 0}
                      aria-label={`Record deposit for ${r.name}`}
                      onClick={() => {
                        setDone(null);
                        setDepositFor(r);
                      }}
                    >
                      Record deposit
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Title order={2} size="h4">
        Deposits
      </Title>
      {overview.deposits.length === 0 ? (
        <Text c="dimmed">No deposits recorded yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Rider</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th>Recorded by</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {overview.deposits.map((d) => (
                <Table.Tr key={d._id} data-testid="cash-deposit-row">
                  <Table.Td>{new Date(d.createdAt).toLocaleString('en-IN')}</Table.Td>
                  <Table.Td>{d.riderName}</Table.Td>
                  <Table.Td ta="right">
                    <Money rupees={d.amount} />
                  </Table.Td>
                  <Table.Td>{d.reference}</Table.Td>
                  <Table.Td>{d.recordedBy}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={depositFor !== null}
        onClose={() => setDepositFor(null)}
        title={depositFor ? `Record a deposit from ${depositFor.name}` : ''}
      >
        {depositFor && (
          <DepositForm
            rider={depositFor}
            onDone={(text) => {
              setDepositFor(null);
              setDone(text);
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}

/** /admin/rider-cash: cash on delivery each rider holds, and the deposits recorded (decision 049). */
export default function AdminRiderCashPage() {
  const query = useRiderCash();
  return (
    <Stack>
      <WorkspacePageHeader title="Rider Cash" />
      <QueryState query={query} what="rider cash">
        {(overview) => <RiderCash overview={overview} />}
      </QueryState>
    </Stack>
  );
}
