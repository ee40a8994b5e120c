import { api } from '../../../lib/api-client.ts';

/** New accounts start with their email as the name; the profile screen asks for the real one. */
export const signUp = (body: { email: string; password: string }) =>
  api.send<unknown>('POST', '/auth/sign-up/email', { ...body, name: body.email.split('@')[0] ?? body.email });
