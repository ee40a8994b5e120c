import { Button, Group, Modal, Text } from '@mantine/core';

/** Reorder replaces the cart; when it holds something, ask first. */
export function ReplaceCartDialog({
  opened,
  cartRestaurant,
  onKeep,
  onReplace,
}: {
  opened: boolean;
  cartRestaurant: string;
  onKeep: () => void;
  onReplace: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onKeep} title="Replace your cart?" centered>
      <Text>
        Your cart has dishes{cartRestaurant ? ` from ${cartRestaurant}` : ''}. Reordering replaces them with
        this order's dishes.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" h={44} onClick={onKeep} data-autofocus>
          Keep my cart
        </Button>
        <Button h={44} onClick={onReplace}>
          Replace
        </Button>
      </Group>
    </Modal>
  );
}
