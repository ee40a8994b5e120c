/** better-auth's session cookie (`__Secure-` first when cookies are secure: auth.ts). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;\s]/;

/** Whether the request carries a session cookie (valid or not: only the session read can say). */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return cookieHeader !== undefined && SESSION_COOKIE.test(cookieHeader);
}

/**
 * The page marked `<html data-session>`: someone is probably signed in, so its header keeps "Sign
 * in" out of sight (first-screen-styles.css) until the session read says no one is
 * (apps/web/src/state/session.ts). A signed-in customer never sees "Sign in" flash while the page's
 * code and their session arrive, with JavaScript off either (decision 057).
 */
export function withSessionMark(html: string): string {
  return html.replace(/<html\b/i, '<html data-session');
}
