import { Container, Stack, Text, Title } from '@mantine/core';
import { BenefitsGrid } from '../components/about/benefits-grid.tsx';
import { FeatureCards } from '../components/about/feature-cards.tsx';
import { Testimonials } from '../components/about/testimonials.tsx';
import { WhyHero } from '../components/about/why-hero.tsx';

/** About (/about): why order with us, in claims the product keeps. */
export default function AboutPage() {
  return (
    <>
      <WhyHero />
      <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
        <Stack gap={48}>
          <section aria-labelledby="features-title">
            <Title order={2} id="features-title" mb="md">
              What we do best
            </Title>
            <FeatureCards />
          </section>
          <section aria-labelledby="benefits-title">
            <Title order={2} id="benefits-title" mb="md">
              Every order, every time
            </Title>
            <BenefitsGrid />
          </section>
          <section aria-labelledby="testimonials-title">
            <Title order={2} id="testimonials-title">
              What customers say
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              Sample testimonials.
            </Text>
            <Testimonials />
          </section>
        </Stack>
      </Container>
    </>
  );
}
