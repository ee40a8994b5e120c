import { Container, Text, Title } from '@mantine/core';

/** A route whose screen belongs to a later issue: titled, so nobody mistakes it for the real thing. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        This screen is coming soon.
      </Text>
    </Container>
  );
}
