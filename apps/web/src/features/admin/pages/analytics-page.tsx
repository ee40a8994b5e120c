import { Center, Group, Loader, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { indiaDay } from '../../../components/workspace/csv-range-download.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { analyticsQuery } from '../api/figures.ts';
import { AnalyticsCharts } from '../components/analytics-charts.tsx';

function Loading() {
  return (
    <Center py="xl" style={{ gap: 8 }} role="status" aria-label="Loading charts">
      <Loader color="orange" size="sm" aria-hidden />
      <Text>Loading…</Text>
    </Center>
  );
}

/** /admin/analytics: the platform's figures for a range of India days (default the last 30). */
export default function AdminAnalyticsPage() {
  const [from, setFrom] = useState(indiaDay(29));
  const [to, setTo] = useState(indiaDay(0));
  const query = useQuery(analyticsQuery(from, to));
  return (
    <>
      <WorkspacePageHeader title="Business Analytics" />
      <Group align="flex-end" mb="md">
        <TextInput type="date" label="From" value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput type="date" label="To" value={to} onChange={(e) => setTo(e.currentTarget.value)} />
      </Group>
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <ErrorState
          message={`Error loading analytics: ${query.error.message}`}
          action={<RetryButton onRetry={() => query.refetch()} />}
        />
      ) : (
        <AnalyticsCharts a={query.data} />
      )}
    </>
  );
}
