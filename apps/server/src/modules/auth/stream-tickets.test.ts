import { describe, expect, it } from 'vitest';
import { StreamTickets, sessionCookieFingerprint } from './stream-tickets.ts';

const user = { id: 'u1', email: 'a@example.com', name: 'A', role: 'customer' as const };
const cookie = 'theme=dark; better-auth.session_token=abc.sig%3D; other=1';

describe('stream reconnect tickets', () => {
  it('let the same session cookie back in until they expire', () => {
    let now = 1_000;
    const tickets = new StreamTickets('secret', 30_000, () => now);
    const fingerprint = sessionCookieFingerprint(cookie) ?? '';
    const ticket = tickets.issue(user, fingerprint);
    expect(tickets.verify(ticket, cookie)).toEqual(user);
    expect(tickets.verify(ticket, '__Secure-better-auth.session_token=abc.sig%3D')).toEqual(user);
    now += 30_000;
    expect(tickets.verify(ticket, cookie)).toBeNull();
  });

  it('refuse another cookie, no cookie, a changed ticket and another key', () => {
    const tickets = new StreamTickets('secret', 30_000);
    const ticket = tickets.issue(user, sessionCookieFingerprint(cookie) ?? '');
    expect(tickets.verify(ticket, 'better-auth.session_token=other.sig')).toBeNull();
    expect(tickets.verify(ticket, undefined)).toBeNull();
    const [body, signature] = ticket.split('.');
    const admin = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body ?? '', 'base64url').toString()),
        u: { ...user, role: 'admin' },
      }),
    ).toString('base64url');
    expect(tickets.verify(`${admin}.${signature}`, cookie)).toBeNull();
    expect(tickets.verify('nonsense', cookie)).toBeNull();
    expect(new StreamTickets('other', 30_000).verify(ticket, cookie)).toBeNull();
  });
});
