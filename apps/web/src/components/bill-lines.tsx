import { billLines, type TBill } from '@app/shared';
import { Group, Stack, Text } from '@mantine/core';
import { Money } from './money.tsx';

// The total's rule is a border, not a separator element: a list may hold only its items.
const TOTAL_RULE = {
  borderTop: '1px solid var(--mantine-color-default-border)',
  paddingTop: 6,
  marginTop: 2,
};

function BillRow({ label, rupees, strong }: { label: string; rupees: number; strong?: boolean }) {
  return (
    <Group justify="space-between" wrap="nowrap" component="li" style={strong ? TOTAL_RULE : undefined}>
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 400} ta="right" style={{ flex: 'none' }}>
        <Money rupees={rupees} />
      </Text>
    </Group>
  );
}

/**
 * A bill line by line (decision 045), for the cart's estimate, the checkout's quote and every order:
 * item total, the charges there are, the discount, GST as CGST and SGST, the tip, the total.
 */
export function BillLines({ bill }: { bill: TBill }) {
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Bill">
      {billLines(bill).map((line) => (
        <BillRow key={line.label} label={line.label} rupees={line.rupees} strong={line.total} />
      ))}
    </Stack>
  );
}
