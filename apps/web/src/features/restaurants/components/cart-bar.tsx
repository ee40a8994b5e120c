import { Box, Button, Container, Group, Paper, Text, VisuallyHidden } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Money } from '../../../components/money.tsx';
import { useCart } from '../../../state/cart.ts';

export const CART_BAR_HEIGHT = 72;

/** The floating cart bar: count and total at the thumb, one tap to the cart. */
export function CartBar() {
  const { count, subtotal, restaurantName } = useCart();
  return (
    <>
      {/* The page ends above the bar, so the last dish is never hidden behind it. */}
      {count > 0 && <Box h={CART_BAR_HEIGHT + 16} aria-hidden />}
      <Box
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        style={{ zIndex: 150, paddingBottom: 'env(safe-area-inset-bottom)' }}
        role="region"
        aria-label="Cart summary"
      >
        <VisuallyHidden aria-live="polite">
          {count > 0 ? `Cart: ${count} ${count === 1 ? 'item' : 'items'}` : ''}
        </VisuallyHidden>
        {count > 0 && (
          <Container size="md" px="sm" pb="sm">
            <Paper shadow="lg" radius="lg" p="sm" bg="orange.8" c="white" mih={CART_BAR_HEIGHT - 16}>
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Box style={{ minWidth: 0 }}>
                  <Text fw={700} c="white">
                    {count} {count === 1 ? 'item' : 'items'} · <Money rupees={subtotal} />
                  </Text>
                  <Text size="xs" c="white" lineClamp={1}>
                    from {restaurantName}
                  </Text>
                </Box>
                <Button
                  component={Link}
                  to="/cart"
                  variant="white"
                  color="orange.9"
                  mih={44}
                  leftSection={<IconShoppingCart size={18} aria-hidden />}
                  style={{ flex: 'none' }}
                >
                  View Cart
                </Button>
              </Group>
            </Paper>
          </Container>
        )}
      </Box>
    </>
  );
}
