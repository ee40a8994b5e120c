import { ActionIcon, Anchor, Burger, Button, Group, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconHeart, IconShoppingCart } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { NavLink, Link as RouterLink } from 'react-router';

const MobileNavDrawer = lazy(() => import('./mobile-nav-drawer.tsx'));

export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/all-restaurants', label: 'Browse Restaurants' },
  { to: '/orders', label: 'My Orders' },
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
] as const;

type NavbarProps = { favoritesCount: number; cartCount: number; userMenu?: React.ReactNode };

function CountIcon({
  to,
  label,
  count,
  icon,
}: {
  to: string;
  label: string;
  count: number;
  icon: React.ReactNode;
}) {
  return (
    <Indicator label={count} size={18} disabled={count === 0} offset={4}>
      <ActionIcon
        component={RouterLink}
        to={to}
        variant="subtle"
        size={44}
        aria-label={`${label} (${count})`}
      >
        {icon}
      </ActionIcon>
    </Indicator>
  );
}

/** The spec's navbar: five links, favourites and cart counts, the user menu or a Sign in button. */
export function Navbar({ favoritesCount, cartCount, userMenu }: NavbarProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer's code loads on the first tap of the burger, not with every page.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const links = NAV_LINKS.map((l) => (
    <Anchor
      key={l.to}
      component={NavLink}
      to={l.to}
      end={l.to === '/'}
      onClick={close}
      c="var(--mantine-color-text)"
      fw={500}
      py={10}
      px={4}
    >
      {l.label}
    </Anchor>
  ));
  return (
    <Group
      h="100%"
      px={{ base: 'xs', sm: 'md' }}
      justify="space-between"
      wrap="nowrap"
      component="nav"
      aria-label="Main"
    >
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={opened}
          onClick={() => {
            setDrawerWanted(true);
            toggle();
          }}
          hiddenFrom="md"
          aria-label="Open navigation"
          aria-expanded={opened}
        />
        <Anchor
          component={RouterLink}
          to="/"
          fw={800}
          fz={{ base: 'md', xs: 'lg' }}
          c="var(--mantine-color-anchor)"
          underline="never"
          style={{ whiteSpace: 'nowrap' }}
        >
          Chennai Eats
        </Anchor>
      </Group>
      <Group gap="md" visibleFrom="md" wrap="nowrap">
        {links}
      </Group>
      <Group gap={0} wrap="nowrap">
        <CountIcon to="/favorites" label="Favourites" count={favoritesCount} icon={<IconHeart size={22} />} />
        <CountIcon to="/cart" label="Cart" count={cartCount} icon={<IconShoppingCart size={22} />} />
        {userMenu ?? (
          <Button
            component={RouterLink}
            to="/login"
            ml={4}
            px="sm"
            mih={44}
            style={{ flex: 'none' }}
            data-sign-in
          >
            Sign in
          </Button>
        )}
      </Group>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNavDrawer opened={opened} onClose={close}>
            {links}
          </MobileNavDrawer>
        </Suspense>
      )}
    </Group>
  );
}
