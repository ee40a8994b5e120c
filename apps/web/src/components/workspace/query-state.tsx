import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, RetryButton } from '../page-state.tsx';

/** Loading, error ('Error loading {what}: …' with Retry) or the content of one read. */
export function QueryState<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <Center py="xl">
        <Loader color="orange" aria-label={`Loading ${what}`} />
      </Center>
    );
  if (query.isError)
    return (
      <ErrorState
        message={`Error loading ${what}: ${query.error.message}`}
        action={<RetryButton onRetry={() => query.refetch()} />}
      />
    );
  return children(query.data);
}
