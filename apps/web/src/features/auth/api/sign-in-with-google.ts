import { api } from '../../../lib/api-client.ts';

/** Starts Google's OAuth flow; the browser leaves for Google and comes back to `callbackURL`. */
export async function signInWithGoogle(callbackURL: string): Promise<void> {
  const res = await api.send<{ url?: string }>('POST', '/auth/sign-in/social', {
    provider: 'google',
    callbackURL,
  });
  if (res?.url) window.location.assign(res.url);
}
