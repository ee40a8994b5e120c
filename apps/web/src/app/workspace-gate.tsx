import type { TRole } from '@app/shared';
import { Center, Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import type { LoaderFunction } from 'react-router';
import type { LazyPage } from '../lib/lazy-page.ts';
import { clientConfigQuery } from '../queries/client-config.ts';
import { codeFirst } from './page-route.ts';
import { RequireRole } from './require-role.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

/**
 * What every workspace route tree (owner, admin, delivery partner) wraps its lazy layout in: the
 * role guard, the spec's scroll-to-top, and a loader while the layout's chunk arrives. Workspaces
 * sit beside the customer layout, not inside it: they bring their own header and sidebar
 * (components/workspace/workspace-shell.tsx).
 */
export function WorkspaceGate({ roles, children }: { roles: readonly TRole[]; children: ReactNode }) {
  return (
    <>
      <ScrollToTop />
      <RequireRole roles={roles}>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader color="orange" aria-label="Loading workspace" />
            </Center>
          }
        >
          {children}
        </Suspense>
      </RequireRole>
    </>
  );
}

/**
 * The loader of a workspace's route tree: its shell's code and the session, side by side with the
 * page's own code (decision 058), and the first reads of every screen in it: the client
 * configuration (maps, payments) and the workspace's own (`reads`).
 */
export function workspaceLoader(
  Layout: LazyPage,
  reads?: (client: QueryClient) => Promise<unknown>,
): LoaderFunction {
  return codeFirst([Layout], {
    session: true,
    reads: (client) => Promise.all([client.prefetchQuery(clientConfigQuery), reads?.(client)]),
  });
}
