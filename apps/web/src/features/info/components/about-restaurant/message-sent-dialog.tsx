import { MESSAGES } from '@app/shared';
import { Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';

/** The spec's confirmation after the about-restaurant form is sent. */
export function MessageSentDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon color="green" variant="light" radius="xl" aria-hidden>
            <IconCircleCheck size={18} />
          </ThemeIcon>
          <Text fw={700} component="span">
            {MESSAGES.messageSentTitle}
          </Text>
        </Group>
      }
      withCloseButton={false}
    >
      <Text>{MESSAGES.messageSentBody}</Text>
      <Group justify="flex-end" mt="lg">
        <Button size="md" mih={44} onClick={onClose} data-autofocus>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
