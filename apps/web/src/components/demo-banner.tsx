import { DEMO_MESSAGES, STAGING_MESSAGES } from '@app/shared';
import { Text } from '@mantine/core';
import { useClientConfig } from '../queries/client-config.ts';

/**
 * On every page of a demo server (decision 012) or of a production server running as staging
 * (decision 039): its demo accounts are public, or its payments are simulated, so say so.
 */
export function DemoBanner() {
  const { data } = useClientConfig();
  if (!data) return null;
  return (
    <>
      {data.demo && <Notice label="Demo server">{DEMO_MESSAGES.banner}</Notice>}
      {data.staging.length > 0 && (
        <Notice label="Staging server">
          {[STAGING_MESSAGES.title, ...data.staging.map((s) => STAGING_MESSAGES[s])].join(' ')}
        </Notice>
      )}
    </>
  );
}

function Notice({ label, children }: { label: string; children: string }) {
  return (
    <Text
      role="note"
      aria-label={label}
      size="sm"
      ta="center"
      px="md"
      py={6}
      bg="var(--mantine-color-yellow-light)"
      c="var(--mantine-color-text)"
    >
      {children}
    </Text>
  );
}
