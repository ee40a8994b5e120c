import { Avatar, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { SAMPLE_RESTAURANT } from '../../content/about-restaurant.ts';

export function TeamGrid() {
  return (
    <section aria-labelledby="team-title">
      <Title order={2} size="h3" id="team-title" mb="sm">
        Meet the team
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {SAMPLE_RESTAURANT.team.map((m) => (
          <Card key={m.id} withBorder padding="md" radius="md" ta="center">
            <Avatar name={m.name} color="orange" size={64} radius="xl" mx="auto" aria-hidden />
            <Title order={3} size="h6" mt="sm">
              {m.name}
            </Title>
            <Text size="sm" c="dimmed">
              {m.role}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
