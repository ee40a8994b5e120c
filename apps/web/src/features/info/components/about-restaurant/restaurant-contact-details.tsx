import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { SAMPLE_RESTAURANT } from '../../content/about-restaurant.ts';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Title order={3} size="h6">
          {label}
        </Title>
        {children}
      </div>
    </Group>
  );
}

/** Address, phone, email and hours beside the restaurant's contact form. */
export function RestaurantContactDetails() {
  const r = SAMPLE_RESTAURANT;
  return (
    <Stack gap="md">
      <Detail icon={<IconMapPin size={20} />} label="Address">
        {r.address.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </Detail>
      <Detail icon={<IconPhone size={20} />} label="Phone">
        <Text size="sm">{r.phone}</Text>
      </Detail>
      <Detail icon={<IconMail size={20} />} label="Email">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {r.email}
        </Text>
      </Detail>
      <Detail icon={<IconClock size={20} />} label="Hours">
        <Text size="sm">{r.hours}</Text>
      </Detail>
    </Stack>
  );
}
