import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type TLegalSection = { id: string; heading: string; body: ReactNode };

type LegalPageProps = { title: string; intro: ReactNode; sections: TLegalSection[]; contactEmail: string };

/** The frame privacy and terms share: h1, numbered h2 sections, a contact email and a way home. */
export function LegalPage({ title, intro, sections, contactEmail }: LegalPageProps) {
  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }} component="article">
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        {title}
      </Title>
      <Text c="dimmed" mt="xs">
        {intro}
      </Text>
      <Stack gap="xl" mt="xl">
        {sections.map((s, i) => (
          <section key={s.id} aria-labelledby={`legal-${s.id}`}>
            <Title order={2} size="h3" id={`legal-${s.id}`} mb="xs">
              {i + 1}. {s.heading}
            </Title>
            {s.body}
          </section>
        ))}
        <section aria-labelledby="legal-contact">
          <Title order={2} size="h3" id="legal-contact" mb="xs">
            {sections.length + 1}. Contact us
          </Title>
          <Text>
            Questions about this page? Email{' '}
            <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
              {contactEmail}
            </Text>{' '}
            or use our{' '}
            <Anchor component={Link} to="/contact" underline="always">
              contact form
            </Anchor>
            .
          </Text>
        </section>
      </Stack>
      <Button
        component={Link}
        to="/"
        variant="light"
        size="md"
        mih={44}
        mt="xl"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        Back to Home
      </Button>
    </Container>
  );
}
