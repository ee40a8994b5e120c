import { describe, expect, it } from 'vitest';
import { hasSessionCookie, withSessionMark } from './session-mark.ts';

describe('session mark (decision 057)', () => {
  it('sees better-auth’s session cookie, secure or not, among others', () => {
    expect(hasSessionCookie('better-auth.session_token=abc.def')).toBe(true);
    expect(hasSessionCookie('theme=dark; __Secure-better-auth.session_token=abc')).toBe(true);
    expect(hasSessionCookie(undefined)).toBe(false);
    expect(hasSessionCookie('theme=dark')).toBe(false);
    // Signed out: better-auth empties the cookie.
    expect(hasSessionCookie('better-auth.session_token=; theme=dark')).toBe(false);
    expect(hasSessionCookie('better-auth.session_data=abc')).toBe(false);
  });

  it('marks the page’s html element once', () => {
    expect(withSessionMark('<!doctype html>\n<html lang="en-IN"><head></head></html>')).toBe(
      '<!doctype html>\n<html data-session lang="en-IN"><head></head></html>',
    );
  });
});
