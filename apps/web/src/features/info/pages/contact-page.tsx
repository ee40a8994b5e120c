import { PRODUCT_NAME } from '@app/shared';
import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { ContactForm } from '../components/contact/contact-form.tsx';
import { ContactInfoCards } from '../components/contact/contact-info-cards.tsx';
import { FaqAccordion } from '../components/contact/faq-accordion.tsx';
import { SocialLinks } from '../components/contact/social-links.tsx';

/** Contact (/contact): the form first (the thumb's job on a phone), then how else to reach us. */
export default function ContactPage() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Title order={1} fz={{ base: 28, sm: 36 }}>
        Contact Us
      </Title>
      <Text c="dimmed" mt="xs" mb="lg" maw={640}>
        Questions about an order, a restaurant or {PRODUCT_NAME}? Write to us and our Chennai team will reply.
      </Text>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ContactForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <section aria-labelledby="contact-info-title">
            <Title order={2} size="h3" id="contact-info-title" mb="md">
              Get in touch
            </Title>
            <ContactInfoCards />
          </section>
        </Grid.Col>
      </Grid>
      <Stack gap="xl" mt="xl">
        <SocialLinks />
        <FaqAccordion />
      </Stack>
    </Container>
  );
}
