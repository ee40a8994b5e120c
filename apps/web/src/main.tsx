import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { router } from './app/router.tsx';
import { theme } from './app/theme.ts';
import { queryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// A transition lets React render the first screen in short slices, yielding to the browser between
// them, instead of one long task that keeps a phone from answering taps (Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </StrictMode>,
  );
});

// Development serves changing files: a worker that keeps them would get in the way.
if (import.meta.env.PROD) registerServiceWorker();
