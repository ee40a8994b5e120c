import { Box, Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { DemoBanner } from '../components/demo-banner.tsx';
import { Navbar } from '../components/navbar.tsx';
import { OfflineBanner } from '../components/offline-banner.tsx';
import { SiteBanner } from '../components/site-banner.tsx';
import { useCart } from '../state/cart.ts';
import { CartSync } from '../state/cart-sync.ts';
import { useFavorites } from '../state/favorites.ts';
import { useCurrentUser } from '../state/session.ts';
import { ScrollToTop } from './scroll-to-top.tsx';

// Menu brings Popover and floating-ui (~20 KB gzip): only signed-in people download it.
const UserMenu = lazy(() => import('./user-menu.tsx').then((m) => ({ default: m.UserMenu })));

const HEADER_HEIGHT = 64;

function CountedNavbar() {
  const { count } = useCart();
  const { ids } = useFavorites();
  const { user } = useCurrentUser();
  return (
    <Navbar
      favoritesCount={ids.length}
      cartCount={count}
      userMenu={
        user ? (
          <Suspense fallback={<Box w={44} h={44} />}>
            <UserMenu />
          </Suspense>
        ) : undefined
      }
    />
  );
}

/**
 * A sticky header over the page. Not Mantine's AppShell: the customer screens need no sidebar, and
 * AppShell's scroll-lock dependency weighed ~8 KB gzip on every page. The workspaces bring their own.
 */
export function RootLayout() {
  return (
    <Box style={{ '--app-shell-header-height': `${HEADER_HEIGHT}px` }}>
      <ScrollToTop />
      <CartSync />
      <DemoBanner />
      <SiteBanner />
      <OfflineBanner />
      <Box
        component="header"
        pos="sticky"
        top={0}
        h={HEADER_HEIGHT}
        bg="var(--mantine-color-body)"
        style={{ zIndex: 200, borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <CountedNavbar />
      </Box>
      <Box component="main">
        <Suspense
          fallback={
            <Center py="xl">
              <Loader color="orange" aria-label="Loading page" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
