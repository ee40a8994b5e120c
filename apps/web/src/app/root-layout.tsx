import { AppShell, Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Navbar } from '../components/navbar.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

export function RootLayout() {
  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <ScrollToTop />
      <AppShell.Header>
        <Navbar favoritesCount={0} cartCount={0} />
      </AppShell.Header>
      <AppShell.Main>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader color="orange" aria-label="Loading page" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
