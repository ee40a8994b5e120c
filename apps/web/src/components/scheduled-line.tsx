import { scheduledWords } from '@app/shared';
import { Text } from '@mantine/core';

/** "Scheduled for today, 7:00–7:30 pm" on an order scheduled for later (decision 053); nothing otherwise. */
export function ScheduledLine({ scheduledFor }: { scheduledFor: string | null | undefined }) {
  if (!scheduledFor) return null;
  return (
    <Text size="sm" fw={600} c="indigo">
      {scheduledWords(new Date(scheduledFor), new Date())}
    </Text>
  );
}
