import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../lib/api-client.ts';

/**
 * Sign out of this browser, or of every device ("Force Logout": all the user's sessions are
 * revoked on the server). Clears every cached query so nothing of the account stays on screen.
 */
export function useSignOut(): (everywhere: boolean) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (everywhere: boolean) => {
      if (everywhere) await api.send('POST', '/auth/revoke-sessions', {});
      await api.send('POST', '/auth/sign-out', {});
      queryClient.clear();
    },
    [queryClient],
  );
}
