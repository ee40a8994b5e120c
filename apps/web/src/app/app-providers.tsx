import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { theme } from './theme.ts';

/** What every page renders inside, in the browser and on the server alike (or hydration fails). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <QueryClientProvider client={client}>
          {children}
          <MarkAppReady />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}

/**
 * `<html data-app="ready">` once the app has taken the page over (hydrated a served page, or drawn
 * its own): from then on a tap is the app's. The browser tests wait for it after each navigation.
 */
function MarkAppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
