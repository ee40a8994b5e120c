import type { TRole } from '@app/shared';
import { Center, Loader } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
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
