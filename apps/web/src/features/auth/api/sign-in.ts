import { api } from '../../../lib/api-client.ts';

/**
 * Login takes an email or a username (owners created with their restaurant have only a username):
 * text with an `@` is an email, anything else a username (usernames never contain `@`).
 */
export const signIn = ({ login, password }: { login: string; password: string }) =>
  login.includes('@')
    ? api.send<unknown>('POST', '/auth/sign-in/email', { email: login, password, rememberMe: true })
    : api.send<unknown>('POST', '/auth/sign-in/username', { username: login, password, rememberMe: true });
