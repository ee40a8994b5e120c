import { DEMO_MESSAGES } from '@app/shared';
import { Text } from '@mantine/core';
import { useClientConfig } from '../queries/client-config.ts';

/** On every page of a demo server (decision 012): its demo accounts are public, so say so. */
export function DemoBanner() {
  const { data } = useClientConfig();
  if (!data?.demo) return null;
  return (
    <Text
      role="note"
      aria-label="Demo server"
      size="sm"
      ta="center"
      px="md"
      py={6}
      bg="var(--mantine-color-yellow-light)"
      c="var(--mantine-color-text)"
    >
      {DEMO_MESSAGES.banner}
    </Text>
  );
}
