import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCreditCard, IconMapPin, IconRoute } from '@tabler/icons-react';
import { FEATURES } from '../../content/about.ts';

const ICONS = { kitchens: IconMapPin, tracking: IconRoute, payments: IconCreditCard } as const;

/** The three reasons, one card each. */
export function FeatureCards() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {FEATURES.map((f) => {
        const Icon = ICONS[f.id];
        return (
          <Card key={f.id} withBorder padding="lg" radius="md">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <Icon size={26} />
            </ThemeIcon>
            <Title order={3} size="h4" mt="md">
              {f.title}
            </Title>
            <Text size="sm" c="dimmed" mt={6}>
              {f.text}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
