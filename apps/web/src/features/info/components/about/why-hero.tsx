import { PRODUCT_NAME } from '@app/shared';
import { Box, Button, Container, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The spec's 'Why Choose' hero; its Learn More leads to the restaurants, where the answer is. */
export function WhyHero() {
  return (
    <Box bg="var(--mantine-color-orange-light)" py={{ base: 40, sm: 64 }}>
      <Container size="lg">
        <Title order={1} fz={{ base: 30, sm: 44 }}>
          Why Choose {PRODUCT_NAME}?
        </Title>
        <Text size="lg" mt="sm" maw={620}>
          Food from Chennai’s favourite kitchens, a delivery fee by distance shown before you order, and an
          order you can follow from the kitchen to your door.
        </Text>
        <Button
          component={Link}
          to="/all-restaurants"
          size="md"
          mih={44}
          mt="lg"
          rightSection={<IconArrowRight size={18} aria-hidden />}
        >
          Learn More
        </Button>
      </Container>
    </Box>
  );
}
