import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCoffee, IconLeaf, IconPackage, IconToolsKitchen2 } from '@tabler/icons-react';
import { SAMPLE_RESTAURANT } from '../../content/about-restaurant.ts';

const ICONS = { fresh: IconToolsKitchen2, veg: IconLeaf, coffee: IconCoffee, packed: IconPackage } as const;

export function KitchenFeatures() {
  return (
    <section aria-labelledby="kitchen-title">
      <Title order={2} size="h3" id="kitchen-title" mb="sm">
        Why guests come back
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {SAMPLE_RESTAURANT.features.map((f) => {
          const Icon = ICONS[f.id];
          return (
            <Card key={f.id} withBorder padding="md" radius="md">
              <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
                <Icon size={22} />
              </ThemeIcon>
              <Title order={3} size="h5" mt="sm">
                {f.title}
              </Title>
              <Text size="sm" c="dimmed">
                {f.text}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </section>
  );
}
