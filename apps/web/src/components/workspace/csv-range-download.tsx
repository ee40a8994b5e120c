import { DAY_MS, indiaDate } from '@app/shared';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { ErrorState } from '../page-state.tsx';

/** `YYYY-MM-DD` in India, `offsetDays` days before today. */
export const indiaDay = (offsetDays = 0) => indiaDate(new Date(Date.now() - offsetDays * DAY_MS));

/**
 * A report screen's form (owner and admin): a From and To date and a button that downloads the
 * server's CSV for that range; the server's refusal ('Error loading …: {words}') below it.
 */
export function CsvRangeDownload({
  description,
  what,
  path,
  fileName,
  defaultDays = 30,
}: {
  description: ReactNode;
  /** For the error line: 'Error loading {what}: …'. */
  what: string;
  path: (from: string, to: string) => string;
  fileName: (from: string, to: string) => string;
  defaultDays?: number;
}) {
  const [from, setFrom] = useState(indiaDay(defaultDays - 1));
  const [to, setTo] = useState(indiaDay(0));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.download(path(from, to), fileName(from, to));
    } catch (err) {
      setError(`Error loading ${what}: ${(err as Error).message}`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md" radius="md" maw={560}>
      <Stack>
        <Text>{description}</Text>
        <Group align="flex-end">
          <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
          <TextInput type="date" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
          <Button onClick={download} loading={busy} mih={44}>
            Download CSV
          </Button>
        </Group>
        {error && <ErrorState message={error} />}
      </Stack>
    </Paper>
  );
}
