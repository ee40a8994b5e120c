import { Badge, Container, Grid, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconMessageCircle } from '@tabler/icons-react';
import { AwardsList } from '../components/about-restaurant/awards-list.tsx';
import { KitchenFeatures } from '../components/about-restaurant/kitchen-features.tsx';
import { MapSection } from '../components/about-restaurant/map-section.tsx';
import { RestaurantContactDetails } from '../components/about-restaurant/restaurant-contact-details.tsx';
import { RestaurantContactForm } from '../components/about-restaurant/restaurant-contact-form.tsx';
import { RestaurantStory } from '../components/about-restaurant/restaurant-story.tsx';
import { TeamGrid } from '../components/about-restaurant/team-grid.tsx';
import { SAMPLE_RESTAURANT } from '../content/about-restaurant.ts';

/** About-restaurant (/about-restaurant): a sample restaurant profile in two tabs. */
export default function AboutRestaurantPage() {
  return (
    <Container size="lg" py={{ base: 'lg', sm: 'xl' }}>
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {SAMPLE_RESTAURANT.name}
        </Title>
        <Badge variant="light" color="gray">
          Sample profile
        </Badge>
      </Group>
      <Text c="dimmed" mt={4} mb="lg">
        South Indian home cooking in T Nagar since {SAMPLE_RESTAURANT.founded}.
      </Text>
      {/* Unmounted when hidden so Leaflet measures a visible box; the form keeps what was typed. */}
      <Tabs defaultValue="about" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="about" leftSection={<IconInfoCircle size={18} aria-hidden />} mih={48}>
            About Us
          </Tabs.Tab>
          <Tabs.Tab value="contact" leftSection={<IconMessageCircle size={18} aria-hidden />} mih={48}>
            Contact
          </Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="about" pt="lg">
          <Stack gap={40}>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 6 }}>
                <RestaurantStory />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 6 }}>
                <MapSection />
              </Grid.Col>
            </Grid>
            <AwardsList />
            <TeamGrid />
            <KitchenFeatures />
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="contact" pt="lg" keepMounted>
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md">
                <Title order={2} size="h3" id="restaurant-form-title" mb="md">
                  Send us a message
                </Title>
                <RestaurantContactForm />
              </Paper>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Title order={2} size="h3" mb="md">
                Visit or call
              </Title>
              <RestaurantContactDetails />
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
      </Tabs>
    </Container>
  );
}
