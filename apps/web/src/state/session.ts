import type { TMe } from '@app/shared';
import { WORKSPACE_HOME } from '@app/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../lib/api-client.ts';
import { keys } from '../queries/keys.ts';

export type TSessionUser = TMe;

export const sessionQuery = queryOptions({
  queryKey: keys.session,
  queryFn: async ({ signal }) => {
    const answer = await api.get<{ user: TMe | null }>('/session', signal);
    // A page served to a session cookie hides Sign in until now (decision 057): no one after all.
    if (!answer.user) delete document.documentElement.dataset.session;
    return answer;
  },
  staleTime: 60_000,
});

/** The signed-in user, or null for a guest. The server decides; this only mirrors it. */
export function useCurrentUser(): { user: TSessionUser | null; isPending: boolean } {
  const { data, isPending } = useQuery(sessionQuery);
  return { user: data?.user ?? null, isPending };
}

/** Re-reads the session after sign-in, sign-out or a profile change; resolves to the new user. */
export function useRefreshSession(): () => Promise<TSessionUser | null> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    return (await queryClient.fetchQuery(sessionQuery)).user;
  }, [queryClient]);
}

/** Where a user goes after signing in: finish the profile first (customers), else back or home. */
export function afterSignInPath(user: TSessionUser | null, redirect: string | null): string {
  const safeRedirect = redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
  if (user?.role === 'customer' && !user.profileCompleted) {
    return safeRedirect === '/'
      ? '/profile-info'
      : `/profile-info?redirect=${encodeURIComponent(safeRedirect)}`;
  }
  // Without a page to go back to, workspace roles land on their workspace (an owner created with a
  // restaurant signs in and sees it at once; riders see their pickups).
  if (!redirect && user?.role === 'restaurantOwner') return WORKSPACE_HOME.restaurantOwner;
  if (!redirect && user?.role === 'admin') return WORKSPACE_HOME.admin;
  if (user?.role === 'deliveryPartner' && safeRedirect === '/') return WORKSPACE_HOME.deliveryPartner;
  return safeRedirect;
}
