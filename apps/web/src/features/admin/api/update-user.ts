import type { TAdminUser, TAdminUserUpdate } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminListKey } from './admin-keys.ts';

export const updateUser = ({ id, body }: { id: string; body: TAdminUserUpdate }) =>
  api.send<TAdminUser>('PATCH', `/admin/users/${id}`, body);

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey('users') }),
  });
}
