import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePublicSettings } from '../../../../queries/site-settings.ts';
import { COMPANY } from '../../content/company.ts';

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="md" radius="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <Stack gap={4} miw={0}>
          <Title order={3} size="h5">
            {title}
          </Title>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}

/** Where to find us: headquarters, phones, emails and support hours. */
export function ContactInfoCards() {
  // Customer support's phone and email are System Settings (an admin changes them without a deploy).
  const { data: settings } = usePublicSettings();
  const phones = COMPANY.phones.map((p, i) =>
    i === 0 && settings ? { ...p, number: settings.supportPhone } : p,
  );
  const emails = COMPANY.emails.map((e, i) =>
    i === 0 && settings ? { ...e, address: settings.supportEmail } : e,
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 1 }} spacing="md">
      <InfoCard icon={<IconMapPin size={22} />} title="Headquarters">
        {COMPANY.headquarters.map((line) => (
          <Text key={line} size="sm">
            {line}
          </Text>
        ))}
      </InfoCard>
      <InfoCard icon={<IconPhone size={22} />} title="Phone">
        {phones.map((p) => (
          <Text key={p.number} size="sm">
            {p.label}: <span style={{ whiteSpace: 'nowrap' }}>{p.number}</span>
          </Text>
        ))}
      </InfoCard>
      <InfoCard icon={<IconMail size={22} />} title="Email">
        {emails.map((e) => (
          <Text key={e.address} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {e.label}: {e.address}
          </Text>
        ))}
      </InfoCard>
      <InfoCard icon={<IconClock size={22} />} title="Support hours">
        <Text size="sm">{COMPANY.supportHours}</Text>
      </InfoCard>
    </SimpleGrid>
  );
}
