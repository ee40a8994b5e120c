import { Button, Center, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * The error state of a screen: the spec's words and a way on. A plain panel rather than Mantine's
 * Alert, which brings its close button along to every page that might fail.
 */
export function ErrorState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Paper
      role="alert"
      my="md"
      p="md"
      radius="md"
      bg="var(--mantine-color-red-light)"
      style={{ borderInlineStart: '4px solid var(--mantine-color-red-filled)' }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconAlertCircle
          size={22}
          color="var(--mantine-color-red-light-color)"
          aria-hidden
          style={{ flex: 'none' }}
        />
        <Text fw={700} c="var(--mantine-color-red-light-color)">
          {message}
        </Text>
      </Group>
      {action && <Group mt="sm">{action}</Group>}
    </Paper>
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
    <Button variant="light" color="red" mih={44} onClick={onRetry}>
      Retry
    </Button>
  );
}
