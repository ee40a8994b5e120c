import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

const FOOTER_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/about-restaurant', label: 'About the Restaurant' },
] as const;

export function HomeFooter() {
  return (
    <Container
      component="footer"
      size="xl"
      py="xl"
      mt="xl"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group component="nav" aria-label="Footer" gap="md" justify="center">
        {FOOTER_LINKS.map((l) => (
          <Anchor key={l.to} component={Link} to={l.to} c="dimmed" py={12}>
            {l.label}
          </Anchor>
        ))}
      </Group>
      <Text ta="center" size="sm" c="dimmed" mt="sm">
        © {new Date().getFullYear()} Chennai Eats. Prices in ₹ (INR).
      </Text>
    </Container>
  );
}
