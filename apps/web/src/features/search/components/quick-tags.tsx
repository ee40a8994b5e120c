import { QUICK_TAGS } from '@app/shared';
import { Button, Group, Text } from '@mantine/core';

/** The spec's suggested tags; each runs its search. */
export function QuickTags({ onPick }: { onPick: (tag: string) => void }) {
  return (
    <Group gap="xs" mt="sm" role="group" aria-labelledby="quick-tags-label">
      <Text size="sm" c="dimmed" id="quick-tags-label">
        Popular:
      </Text>
      {QUICK_TAGS.map((tag) => (
        <Button
          key={tag}
          variant="default"
          radius="xl"
          size="compact-md"
          mih={44}
          onClick={() => onPick(tag)}
        >
          {tag}
        </Button>
      ))}
    </Group>
  );
}
