import { api } from '../../../lib/api-client.ts';

export const resetPassword = (token: string, newPassword: string) =>
  api.send<unknown>('POST', '/auth/reset-password', { token, newPassword });
