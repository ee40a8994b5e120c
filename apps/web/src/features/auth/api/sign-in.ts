import { api } from '../../../lib/api-client.ts';

export const signIn = (body: { email: string; password: string }) =>
  api.send<unknown>('POST', '/auth/sign-in/email', { ...body, rememberMe: true });
