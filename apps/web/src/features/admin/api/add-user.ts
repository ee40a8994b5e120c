import type { TAdminAddUserInput } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminListKey } from './admin-keys.ts';

/** The spec's call: POST /add-user with the password in `passwordHash`; the answer is text. */
export const addUser = (body: TAdminAddUserInput) => api.sendText('POST', '/add-user', body);

export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminListKey('users') }),
  });
}
