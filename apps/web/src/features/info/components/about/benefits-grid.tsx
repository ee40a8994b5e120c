import { Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { benefits } from '../../content/about.ts';
import { useDeliveryFeeText } from '../../hooks/use-delivery-fee-text.ts';

/** Smaller promises, two or three to a row. */
export function BenefitsGrid() {
  const items = benefits(useDeliveryFeeText());
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="lg">
      {items.map((b) => (
        <Group key={b.id} align="flex-start" wrap="nowrap" gap="sm">
          <ThemeIcon size={28} radius="xl" aria-hidden>
            <IconCheck size={16} />
          </ThemeIcon>
          <Stack gap={2}>
            <Title order={3} size="h5">
              {b.title}
            </Title>
            <Text size="sm" c="dimmed">
              {b.text}
            </Text>
          </Stack>
        </Group>
      ))}
    </SimpleGrid>
  );
}
