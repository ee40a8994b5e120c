import { api } from '../../../lib/api-client.ts';

/** The server answers the same whether or not the email has an account. */
export const requestPasswordReset = (email: string) =>
  api.send<unknown>('POST', '/auth/request-password-reset', { email, redirectTo: '/reset-password' });
