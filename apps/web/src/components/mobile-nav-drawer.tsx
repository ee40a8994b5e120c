import { Box, Drawer, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** The phone menu. Its own chunk: Drawer, overlay and scroll lock are only needed once the burger is tapped. */
export default function MobileNavDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Drawer opened={opened} onClose={onClose} title="Menu" size="xs" hiddenFrom="md">
      <Box component="nav" aria-label="Mobile">
        <Stack gap={0}>{children}</Stack>
      </Box>
    </Drawer>
  );
}
