import type { TRole } from '@app/shared';

export type TSessionUser = {
  id: string;
  name: string;
  email: string;
  role: TRole;
  profileCompleted: boolean;
};

/**
 * The signed-in user, or null for a guest. (Placeholder until accounts land: always a guest.)
 */
export function useCurrentUser(): { user: TSessionUser | null; isPending: boolean } {
  return { user: null, isPending: false };
}
