import type { TBill } from '@app/shared';
import { Box, Collapse, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { BillLines } from '../../../components/bill-lines.tsx';
import { Money } from '../../../components/money.tsx';

export type SummaryFigures = {
  restaurantName: string;
  itemCount: number;
  bill: TBill;
  /** True once the server has priced the order: these are the figures that will be charged. */
  confirmed: boolean;
};

function Figures({ figures }: { figures: SummaryFigures }) {
  return (
    <Stack gap={6}>
      {figures.restaurantName && (
        <Text size="sm" c="dimmed">
          {figures.itemCount} {figures.itemCount === 1 ? 'item' : 'items'} from {figures.restaurantName}
        </Text>
      )}
      <BillLines bill={figures.bill} />
      <Text size="xs" c="dimmed">
        {figures.confirmed
          ? 'Priced by us for this order and address: what you pay.'
          : 'An estimate: the payment step prices it for your address.'}
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
              <Money rupees={figures.bill.total} />
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
