import { Avatar, Card, Group, SimpleGrid, Text } from '@mantine/core';
import { TESTIMONIALS } from '../../content/about.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .join('');

/** Three sample testimonials as quotes with their (sample) author. */
export function Testimonials() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {TESTIMONIALS.map((t) => (
        <Card key={t.id} withBorder padding="lg" radius="md" component="figure" m={0}>
          <Text component="blockquote" m={0} fs="italic">
            “{t.quote}”
          </Text>
          <Group component="figcaption" gap="sm" mt="auto" pt="md" wrap="nowrap">
            <Avatar color="orange" radius="xl" aria-hidden>
              {initials(t.name)}
            </Avatar>
            <div>
              <Text fw={600} size="sm">
                {t.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t.area}, Chennai
              </Text>
            </div>
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
