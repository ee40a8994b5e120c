import type { TAdminUser } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminListKey } from './admin-keys.ts';

export const setUserDisabled = ({ id, disabled }: { id: string; disabled: boolean }) =>
  api.send<TAdminUser>('POST', `/admin/users/${id}/disabled`, { disabled });

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserDisabled,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey('users') }),
  });
}
