import { SITE_BANNER_MESSAGES } from '@app/shared';
import { Box, Text } from '@mantine/core';
import { usePublicSettings } from '../queries/site-settings.ts';

/**
 * Above every customer page: the announcement an admin switched on in System Settings, and while
 * ordering is paused, a line that says so (decision 020). Nothing while neither is set.
 */
export function SiteBanner() {
  const { data } = usePublicSettings();
  if (!data || (!data.banner && !data.orderingPaused)) return null;
  return (
    <Box role="region" aria-label="Announcement" bg="var(--mantine-color-blue-light)" px="md" py={6}>
      {data.banner && (
        <Text size="sm" ta="center" c="var(--mantine-color-text)">
          {data.banner}
        </Text>
      )}
      {data.orderingPaused && (
        <Text size="sm" ta="center" fw={700} c="var(--mantine-color-text)">
          {SITE_BANNER_MESSAGES.orderingPaused}
        </Text>
      )}
    </Box>
  );
}
