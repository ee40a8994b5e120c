import { MAX_LINE_QUANTITY } from '@app/shared';
import { ActionIcon, Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus, IconTrash } from '@tabler/icons-react';
import { Money } from '../../../components/money.tsx';
import { ResponsiveImage } from '../../../components/responsive-image.tsx';
import { cart, type TCartLine } from '../../../state/cart.ts';

function optionsText(line: TCartLine): string {
  return line.options.map((o) => `${o.group}: ${o.option}`).join(' · ');
}

function QuantityStepper({ line }: { line: TCartLine }) {
  return (
    <Group gap={4} wrap="nowrap" role="group" aria-label={`Quantity of ${line.name}`}>
      <ActionIcon
        size={44}
        variant="light"
        aria-label={line.quantity > 1 ? `Remove one ${line.name}` : `Remove ${line.name} from the cart`}
        onClick={() => cart.setQuantity(line, line.quantity - 1)}
      >
        <IconMinus size={18} aria-hidden />
      </ActionIcon>
      <Text fw={700} miw={32} ta="center" aria-live="polite" aria-label={`${line.quantity} ${line.name}`}>
        {line.quantity}
      </Text>
      <ActionIcon
        size={44}
        variant="light"
        aria-label={`Add one ${line.name}`}
        disabled={line.quantity >= MAX_LINE_QUANTITY}
        onClick={() => cart.setQuantity(line, line.quantity + 1)}
      >
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

function CartLineRow({ line }: { line: TCartLine }) {
  const options = optionsText(line);
  return (
    <Box
      component="li"
      py="sm"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      aria-label={line.name}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <ResponsiveImage
          src={line.image || undefined}
          slot="square"
          fallbackSrc="/images/restaurants/1.svg"
          alt=""
          w={56}
          h={56}
          radius="md"
          fit="cover"
          style={{ flex: 'none' }}
        />
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} lineClamp={2}>
            {line.name}
          </Text>
          {options && (
            <Text size="sm" c="dimmed">
              {options}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            <Money rupees={line.unitPrice} /> each
          </Text>
        </Stack>
        <Text fw={700} ta="right" style={{ flex: 'none' }}>
          <Money rupees={line.unitPrice * line.quantity} />
        </Text>
      </Group>
      <Group justify="space-between" mt="xs" wrap="nowrap">
        <QuantityStepper line={line} />
        <Button
          variant="subtle"
          color="red"
          h={44}
          leftSection={<IconTrash size={16} aria-hidden />}
          aria-label={`Remove ${line.name}`}
          onClick={() => cart.remove(line)}
        >
          Remove
        </Button>
      </Group>
    </Box>
  );
}

/** The cart's lines: quantity stepper (below 1 removes), Remove, and money on the right. */
export function CartLineList({ lines }: { lines: TCartLine[] }) {
  return (
    <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Cart items">
      {lines.map((line) => (
        <CartLineRow key={line.key} line={line} />
      ))}
    </Box>
  );
}
