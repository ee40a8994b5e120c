import { Box, Collapse, Divider, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { Money } from '../../../components/money.tsx';

export type SummaryFigures = {
  restaurantName: string;
  itemCount: number;
  subtotal: number;
  deliveryFee: number;
  total: number;
  /** True once the server has priced the order: these are the figures that will be charged. */
  confirmed: boolean;
};

function Row({ label, rupees, strong }: { label: string; rupees: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={strong ? 700 : 400}>{label}</Text>
      <Text fw={strong ? 700 : 400} ta="right">
        <Money rupees={rupees} />
      </Text>
    </Group>
  );
}

function Figures({ figures }: { figures: SummaryFigures }) {
  return (
    <Stack gap={6}>
      {figures.restaurantName && (
        <Text size="sm" c="dimmed">
          {figures.itemCount} {figures.itemCount === 1 ? 'item' : 'items'} from {figures.restaurantName}
        </Text>
      )}
      <Row label="Subtotal" rupees={figures.subtotal} />
      <Row label="Delivery fee" rupees={figures.deliveryFee} />
      <Divider />
      <Row label="Total" rupees={figures.total} strong />
      <Text size="xs" c="dimmed">
        {figures.confirmed
          ? 'Priced by the restaurant for this order.'
          : 'Confirmed by the restaurant when you pay.'}
      </Text>
    </Stack>
  );
}

/** Always open beside the steps on a desktop; a tap-to-open bar on a phone, total in view. */
export function OrderSummary({ figures }: { figures: SummaryFigures }) {
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();

  if (wide) {
    return (
      <Paper withBorder p="md" radius="md" pos="sticky" top={80} component="aside" aria-labelledby={panelId}>
        <Title order={2} size="h4" mb="sm" id={panelId}>
          Order summary
        </Title>
        <Figures figures={figures} />
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" component="aside" aria-label="Order summary">
      <UnstyledButton
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={panelId}
        w="100%"
        p="sm"
        mih={44}
      >
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{opened ? 'Hide order summary' : 'Show order summary'}</Text>
          <Group gap={6} wrap="nowrap">
            <Text fw={700}>
              <Money rupees={figures.total} />
            </Text>
            <IconChevronDown
              size={18}
              aria-hidden
              style={{ transform: opened ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
            />
          </Group>
        </Group>
      </UnstyledButton>
      <Collapse expanded={opened} id={panelId}>
        <Box px="sm" pb="sm">
          <Figures figures={figures} />
        </Box>
      </Collapse>
    </Paper>
  );
}
