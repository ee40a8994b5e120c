import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { SAMPLE_RESTAURANT } from '../../content/about-restaurant.ts';

export function AwardsList() {
  return (
    <section aria-labelledby="awards-title">
      <Title order={2} size="h3" id="awards-title" mb="sm">
        Awards
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {SAMPLE_RESTAURANT.awards.map((a) => (
          <Card key={a.id} withBorder padding="md" radius="md">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon variant="light" size={40} radius="xl" aria-hidden>
                <IconAward size={22} />
              </ThemeIcon>
              <div>
                <Title order={3} size="h5">
                  {a.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {a.by}, {a.year}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
