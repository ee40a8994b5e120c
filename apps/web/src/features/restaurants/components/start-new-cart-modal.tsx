import { MESSAGES } from '@app/shared';
import { Button, Group, Modal, Text } from '@mantine/core';

/** A cart holds one restaurant: adding from another asks before emptying it. */
export default function StartNewCartModal({
  opened,
  currentRestaurant,
  nextRestaurant,
  onKeep,
  onStartNew,
}: {
  opened: boolean;
  currentRestaurant: string;
  nextRestaurant: string;
  onKeep: () => void;
  onStartNew: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onKeep} title={MESSAGES.startNewCart} centered>
      <Text>
        Your cart has dishes from {currentRestaurant || 'another restaurant'}. Starting a new cart removes
        them and adds this dish from {nextRestaurant}.
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" mih={44} onClick={onKeep}>
          Keep current cart
        </Button>
        <Button mih={44} onClick={onStartNew}>
          Start new cart
        </Button>
      </Group>
    </Modal>
  );
}
