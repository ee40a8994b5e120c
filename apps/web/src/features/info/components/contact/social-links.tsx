import { Badge, Group, Text, Title } from '@mantine/core';
import { SOCIAL_ACCOUNTS } from '../../content/company.ts';

/** Our social accounts are not open yet: named, marked as coming soon, and not links. */
export function SocialLinks() {
  return (
    <section aria-labelledby="social-title">
      <Title order={2} size="h3" id="social-title" mb="xs">
        Follow us
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Our social pages are coming soon.
      </Text>
      <Group gap="xs">
        {SOCIAL_ACCOUNTS.map((name) => (
          <Badge key={name} variant="default" size="lg" radius="sm" tt="none">
            {name}: coming soon
          </Badge>
        ))}
      </Group>
    </section>
  );
}
