import { ADMIN_ATTENTION, ADMIN_CARE_MESSAGES as M, type TAdminAttention } from '@app/shared';
import { ActionIcon, Anchor, Button, Group, Indicator, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAttention } from '../api/get-attention.ts';

/**
 * Where each count leads. Orders and Rider Assignments are the admin-orders screens;
 * open messages open the Help Desk filtered on them.
 */
const ITEMS: { key: keyof TAdminAttention; label: string; hint: string; to: string }[] = [
  {
    key: 'openTickets',
    label: 'Open help-desk messages',
    hint: 'Not answered yet',
    to: '/admin/help-desk?status=open',
  },
  {
    key: 'stuckDeliveries',
    label: 'Stuck deliveries',
    hint: `Ready over ${ADMIN_ATTENTION.stuckReadyMinutes} min, or on the way over ${ADMIN_ATTENTION.stuckOnTheWayMinutes} min`,
    to: '/admin/deliveries',
  },
  {
    key: 'failedRefunds',
    label: 'Refunds that failed',
    hint: 'The provider refused: finish by hand',
    to: '/admin/orders',
  },
];

/** The admin header's notification badge: what waits for the admin, polled once a minute. */
export function AttentionBadge() {
  const attention = useAttention();
  const [opened, { toggle, close }] = useDisclosure(false);
  const counts = attention.data;
  const total = counts ? counts.openTickets + counts.stuckDeliveries + counts.failedRefunds : 0;
  const label = counts ? M.attentionLabel(total) : 'What waits for you';
  return (
    <Popover opened={opened} onClose={close} position="bottom-end" width={300} shadow="md" withArrow>
      {/* The target is the button itself: Popover puts aria-expanded / aria-controls on it. */}
      <Indicator label={total > 99 ? '99+' : total} size={18} color="red.9" disabled={total === 0} offset={6}>
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            radius="xl"
            onClick={toggle}
            aria-label={label}
            data-testid="attention-badge"
          >
            <IconBell size={22} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown>
        <Text fw={700} mb="xs">
          {label}
        </Text>
        {attention.isError ? (
          <Stack gap="xs">
            <Text size="sm">{M.attentionError}</Text>
            <Button size="xs" variant="light" onClick={() => attention.refetch()}>
              Retry
            </Button>
          </Stack>
        ) : !counts ? (
          <Text size="sm">Loading…</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {ITEMS.map((item) => (
              <li key={item.key}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0} miw={0}>
                    <Anchor component={Link} to={item.to} onClick={close} fw={600} size="sm">
                      {item.label}
                    </Anchor>
                    <Text size="xs">{item.hint}</Text>
                  </Stack>
                  <Text fw={700} data-testid={`attention-${item.key}`}>
                    {counts[item.key]}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
