import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ErrorState } from '../../../components/page-state.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { api } from '../../../lib/api-client.ts';
import { NeedsRestaurant } from '../components/needs-restaurant.tsx';

const day = (offsetDays: number) =>
  new Date(Date.now() + 330 * 60_000 - offsetDays * 86_400_000).toISOString().slice(0, 10);

function SalesCsv({ restaurantId }: { restaurantId: string }) {
  const [from, setFrom] = useState(day(29));
  const [to, setTo] = useState(day(0));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.download(
        `/owner/reports/sales?restaurantId=${restaurantId}&from=${from}&to=${to}`,
        `sales-${from}-to-${to}.csv`,
      );
    } catch (err) {
      setError(`Error loading sales: ${(err as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md" radius="md" maw={560}>
      <Stack>
        <Text>Sales CSV: one row per paid order with its items, subtotal, fees, refunds and net.</Text>
        <Group align="flex-end">
          <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput type="date" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Button onClick={download} loading={busy}>
            Download CSV
          </Button>
        </Group>
        {error && <ErrorState message={error} />}
      </Stack>
    </Paper>
  );
}

/** /restaurant-reports: the sales CSV for a date range. */
export default function ReportsPage() {
  return (
    <>
      <WorkspacePageHeader title="Reports" />
      <NeedsRestaurant>{(id) => <SalesCsv restaurantId={id} />}</NeedsRestaurant>
    </>
  );
}
