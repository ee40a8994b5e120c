import { describe, expect, it } from 'vitest';
import { activeLinkOf } from './active-link.ts';

const ADMIN = ['/admin', '/admin/orders', '/admin/settings', '/view-users'];

describe('activeLinkOf', () => {
  it('lights one link: the page itself, or the longest link that leads to it', () => {
    expect(activeLinkOf('/admin', ADMIN)).toBe('/admin');
    expect(activeLinkOf('/admin/orders', ADMIN)).toBe('/admin/orders');
    expect(activeLinkOf('/admin/orders/42', ADMIN)).toBe('/admin/orders');
    expect(activeLinkOf('/view-users', ADMIN)).toBe('/view-users');
  });

  it('lights none for a page no link leads to, and not a link that only shares a prefix', () => {
    expect(activeLinkOf('/admin-help', ADMIN)).toBeUndefined();
    expect(activeLinkOf('/somewhere', ADMIN)).toBeUndefined();
  });
});
