import { Alert, Button, Center, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The error state of a screen: the spec's words and a way on. */
export function ErrorState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Alert color="red" title={message} role="alert" my="md">
      {action && <Group mt="sm">{action}</Group>}
    </Alert>
  );
}

/** The empty state of a screen: the spec's words and a next step. */
export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <Text c="dimmed">{message}</Text>
        {action}
      </Stack>
    </Center>
  );
}

export function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button variant="light" color="red" onClick={onRetry}>
      Retry
    </Button>
  );
}
