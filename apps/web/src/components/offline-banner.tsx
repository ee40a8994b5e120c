import { MESSAGES } from '@app/shared';
import { Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** While the phone has no connection (decision 022): say so, above every page. */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <Text
      role="status"
      size="sm"
      ta="center"
      px="md"
      py={6}
      bg="var(--mantine-color-gray-light)"
      c="var(--mantine-color-text)"
    >
      <strong>{MESSAGES.offline}.</strong> {MESSAGES.offlineDetail}
    </Text>
  );
}
