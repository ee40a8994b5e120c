import { DELIVERY_PLACE_MESSAGES, type TFoodItem } from '@app/shared';
import { ActionIcon, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { cart, useCart } from '../../../state/cart.ts';
import { lineKey } from '../../../state/cart-lines.ts';

/** Add, or a stepper once a plain dish is in the cart, or a disabled Sold Out (or Closed). */
export function DishAction({
  item,
  closed = false,
  undeliverable = null,
  onAdd,
}: {
  item: TFoodItem;
  closed?: boolean;
  undeliverable?: string | null;
  onAdd: () => void;
}) {
  const { lines } = useCart();
  if (closed) {
    return (
      <Button size="sm" w={112} h={44} disabled aria-label={`Closed: ${item.name}`}>
        Closed
      </Button>
    );
  }
  if (undeliverable) {
    return (
      <Button
        size="sm"
        w={112}
        h={44}
        disabled
        title={undeliverable}
        aria-label={`${DELIVERY_PLACE_MESSAGES.cannotAdd}: ${item.name}. ${undeliverable}`}
      >
        {DELIVERY_PLACE_MESSAGES.cannotAdd}
      </Button>
    );
  }
  if (!item.isAvailable) {
    return (
      <Button size="sm" w={112} h={44} disabled aria-label={`Sold Out: ${item.name}`}>
        Sold Out
      </Button>
    );
  }
  const inCart = lines.filter((l) => l.foodItemId === item._id).reduce((n, l) => n + l.quantity, 0);
  const customisable = item.customizations.length > 0;
  const plainKey = lineKey(item._id, []);
  const plain = customisable ? undefined : lines.find((l) => l.key === plainKey);

  if (plain) {
    return (
      <Group
        gap={0}
        wrap="nowrap"
        w={112}
        justify="space-between"
        role="group"
        aria-label={`${item.name} in cart`}
      >
        <ActionIcon
          size={44}
          variant="light"
          aria-label={`Remove one ${item.name}`}
          onClick={() => cart.setQuantity(plain, plain.quantity - 1)}
        >
          <IconMinus size={16} aria-hidden />
        </ActionIcon>
        <Text fw={700} miw={24} ta="center">
          {plain.quantity}
          <VisuallyHidden> in cart</VisuallyHidden>
        </Text>
        <ActionIcon size={44} variant="light" aria-label={`Add one ${item.name}`} onClick={onAdd}>
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      </Group>
    );
  }
  return (
    <>
      <Button size="sm" w={112} h={44} variant="light" onClick={onAdd} aria-label={`Add ${item.name}`}>
        Add
      </Button>
      {customisable && (
        <Text size="xs" c="dimmed" ta="center">
          {inCart > 0 ? `${inCart} in cart` : 'Customisable'}
        </Text>
      )}
    </>
  );
}
