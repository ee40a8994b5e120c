import {
  indiaDate,
  LEDGER_MESSAGES,
  startOfIndiaWeek,
  type TPayout,
  type TPayoutList,
  ZCloseWeekInput,
  ZMarkPayoutPaidInput,
} from '@app/shared';
import { Alert, Badge, Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';
import { Money } from '../../../components/money.tsx';
import { EmptyState } from '../../../components/page-state.tsx';
import { QueryState } from '../../../components/workspace/query-state.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { dayMonthYear } from '../../../lib/day-month-year.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useCloseWeek, useMarkPayoutPaid, usePayouts } from '../api/payouts.ts';

function CloseWeekForm() {
  const close = useCloseWeek();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useSchemaForm(ZCloseWeekInput, (v: { week: string }) => ({ week: v.week }), {
    initialValues: { week: indiaDate(startOfIndiaWeek(new Date())) },
  });
  const submit = form.submit(({ week }) =>
    close.mutate(week, {
      onSuccess: (r) => setResult({ ok: true, text: LEDGER_MESSAGES.weekClosed(r.created) }),
      onError: (err) => setResult({ ok: false, text: err.message }),
    }),
  );
  return (
    <Paper withBorder p="md" radius="md" maw={560}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text>
            Close a week (Monday to Sunday, India): one payout for each restaurant and rider the ledger says
            is owed.
          </Text>
          <Group align="flex-end">
            <TextInput type="date" label="Week starting (Monday)" {...form.getInputProps('week')} />
            <Button type="submit" loading={close.isPending} mih={44}>
              Close week
            </Button>
          </Group>
          {result && (
            <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'}>
              {result.text}
            </Alert>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

function MarkPaidForm({ payout }: { payout: TPayout }) {
  const markPaid = useMarkPayoutPaid();
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm(ZMarkPayoutPaidInput, (v: { utr: string }) => ({ utr: v.utr }), {
    initialValues: { utr: '' },
  });
  const submit = form.submit(({ utr }) =>
    markPaid.mutate({ id: payout.id, utr }, { onError: (err) => setError(err.message) }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap" mt="xs">
        <TextInput
          style={{ flex: 1 }}
          aria-label={`UTR for ${payout.partyName}`}
          placeholder="Bank UTR"
          size="sm"
          {...form.getInputProps('utr')}
          error={form.errors.utr ?? error}
        />
        <Button type="submit" size="sm" style={{ flex: 'none' }} loading={markPaid.isPending}>
          Mark paid
        </Button>
      </Group>
    </form>
  );
}

/** What the ledger owes beyond the payouts, and the Razorpay Route transfers not yet done. */
function NotYetPaidOut({ list }: { list: TPayoutList }) {
  const t = list.transfers;
  return (
    <Paper withBorder p="md" radius="md" maw={560} aria-label="Not yet paid out">
      <Stack gap={6}>
        <Text>
          {LEDGER_MESSAGES.accruing(list.accruing.parties)}{' '}
          {list.accruing.parties > 0 && (
            <Text span fw={700}>
              <Money rupees={list.accruing.amount} />
            </Text>
          )}
        </Text>
        {t.waiting > 0 && (
          <Text>
            {LEDGER_MESSAGES.transfersWaiting(t.waiting)}{' '}
            <Text span fw={700}>
              <Money rupees={t.waitingAmount} />
            </Text>
          </Text>
        )}
        {t.reversing > 0 && <Text>{LEDGER_MESSAGES.transfersReversing(t.reversing)}</Text>}
        {t.unlinkedRestaurants > 0 && (
          <Text c="var(--mantine-color-orange-text)" fw={600}>
            {LEDGER_MESSAGES.unlinkedRestaurants(t.unlinkedRestaurants)}
          </Text>
        )}
        {t.lastError && (
          <Text size="sm" c="dimmed">
            {LEDGER_MESSAGES.lastTransferError(t.lastError)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

const PAYEE_KIND = { restaurant: 'Restaurant', rider: 'Rider' } as const;

/** The payouts as a list of cards, in words: who, which week, how much, owed or paid (and the UTR). */
function PayoutRows({ items }: { items: TPayout[] }) {
  if (items.length === 0) return <EmptyState message={LEDGER_MESSAGES.noPayouts} />;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Payouts">
      {items.map((p) => (
        <Paper component="li" key={p.id} withBorder radius="md" p="sm" aria-label={p.partyName}>
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Text fw={700}>{p.partyName}</Text>
              <Text size="sm" c="dimmed">
                {PAYEE_KIND[p.partyKind]} · week of {dayMonthYear(`${p.weekStart}T12:00:00`)}
              </Text>
            </div>
            <Stack gap={4} align="flex-end" style={{ flex: 'none' }}>
              <Text fw={700}>
                <Money rupees={p.amount} />
              </Text>
              <Badge color={p.status === 'paid' ? BADGE_SHADES.green : BADGE_SHADES.yellow}>
                {p.status === 'paid' ? 'Paid' : 'Owed'}
              </Badge>
            </Stack>
          </Group>
          {p.status === 'paid' ? (
            <Text size="sm" mt={4}>
              UTR {p.utr}
            </Text>
          ) : (
            <MarkPaidForm payout={p} />
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** /admin/payouts: close a week, see what is owed to whom, mark a payout paid with the bank's UTR. */
export default function PayoutsPage() {
  const [status, setStatus] = useState<'owed' | 'all'>('owed');
  const query = usePayouts(status);
  return (
    <>
      <WorkspacePageHeader title={LEDGER_MESSAGES.payoutsTitle} />
      <Stack>
        <CloseWeekForm />
        <Group justify="space-between">
          <SegmentedControl
            value={status}
            onChange={(v) => setStatus(v as 'owed' | 'all')}
            data={[
              { label: 'Owed', value: 'owed' },
              { label: 'All', value: 'all' },
            ]}
          />
          {query.data && (
            <Text>
              Owed in all: <Money rupees={query.data.owedTotal} />
            </Text>
          )}
        </Group>
        <QueryState query={query} what="payouts">
          {(d) => (
            <Stack>
              <NotYetPaidOut list={d} />
              <PayoutRows items={d.items} />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </>
  );
}
