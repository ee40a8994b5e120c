import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, StrictMode } from 'react';
import { theme } from './theme.ts';

/** What every page renders inside, in the browser and on the server alike (or hydration fails). */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </MantineProvider>
    </StrictMode>
  );
}
