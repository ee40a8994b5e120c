import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../contracts/admin.ts';
import { AUDIT_ACTION_WORDS, auditActionWords, auditTargetWords } from '../messages/audit-log.ts';
import { auditChanges, auditChangeText, auditFieldName } from './audit-diff.ts';

const lines = (before: unknown, after: unknown) => auditChanges(before, after).map(auditChangeText);

describe('the audit log in words', () => {
  it('words every action the server records', () => {
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_WORDS[action]).toMatch(/^[A-Z][a-z]/);
    expect(auditActionWords('settings.update')).toBe('Updated system settings');
    expect(auditActionWords('user.disable')).toBe('Disabled a user');
    expect(auditActionWords('restaurant.autoPaused')).toBe('Paused a restaurant automatically');
    expect(auditActionWords('something.old')).toBe('something.old');
  });

  it('names the object in words', () => {
    expect(auditTargetWords('settings', 'site', null)).toBe('System settings');
    expect(auditTargetWords('restaurant', 'x', 'Ambur Star Biryani')).toBe('Restaurant: Ambur Star Biryani');
    expect(auditTargetWords('order', '3f2a9c1b-1111-4000-8000-000000000000', null)).toBe('Order #3f2a9c1b');
  });

  it('turns field names into words, the known ones as people say them', () => {
    expect(auditFieldName('isPaused')).toBe('Paused');
    expect(auditFieldName('platformFeePaise')).toBe('Platform fee');
    expect(auditFieldName('riderDeliveryCap')).toBe('Deliveries a rider may hold');
    expect(auditFieldName('supportPhone')).toBe('Support phone');
    expect(auditFieldName('bannerText')).toBe('Banner text');
    expect(auditFieldName('refund.amount')).toBe('Refund amount');
  });
});

describe('auditChanges', () => {
  it('lists only the fields that changed, money in rupees, switches as Yes/No', () => {
    const before = {
      supportPhone: '+91 44 4000 0000',
      bannerEnabled: false,
      bannerText: '',
      orderingPaused: false,
      platformFeePaise: 0,
      codMaxOrderPaise: 200000,
      deliveryFeeSlabs: [
        { upToKm: 3, feePaise: 2900 },
        { upToKm: null, feePaise: 6900 },
      ],
    };
    const after = {
      ...before,
      bannerEnabled: true,
      bannerText: 'Rain in Chennai',
      platformFeePaise: 500,
      deliveryFeeSlabs: [
        { upToKm: 3, feePaise: 3900 },
        { upToKm: null, feePaise: 6900 },
      ],
    };
    expect(lines(before, after)).toEqual([
      'Banner shown: No → Yes',
      'Banner text: None → Rain in Chennai',
      'Platform fee: ₹0.00 → ₹5.00',
      'Delivery fee by distance: up to 3 km ₹29.00, beyond ₹69.00 → up to 3 km ₹39.00, beyond ₹69.00',
    ]);
  });

  it('says nothing when nothing changed', () => {
    expect(auditChanges({ isActive: true }, { isActive: true })).toEqual([]);
  });

  it('words statuses, roles, amounts recorded in rupees and nested records', () => {
    expect(lines({ status: 'AwaitingPayment' }, { status: 'Cancelled' })).toEqual([
      'Status: Awaiting payment → Cancelled',
    ]);
    expect(lines({ role: 'customer', disabled: false }, { role: 'restaurantOwner', disabled: true })).toEqual(
      ['Role: Customer → Restaurant owner', 'Disabled: No → Yes'],
    );
    expect(
      lines(
        { status: 'Delivered', refund: null },
        { status: 'Delivered', refund: { amount: 250.5, reason: 'Cold food' } },
      ),
    ).toEqual(['Refund amount: None → ₹250.50', 'Refund reason: None → Cold food']);
  });

  it('lists what a new object was created with, leaving out empty and "No" fields', () => {
    expect(
      lines(null, {
        name: 'Asha',
        email: 'asha@example.com',
        phone: '',
        role: 'deliveryPartner',
        isPaused: false,
      }),
    ).toEqual(['Name: Asha', 'Email: asha@example.com', 'Role: Delivery partner']);
  });

  it('shortens long values and ids, and says a rich value changed without spelling it out', () => {
    const long = 'x'.repeat(200);
    const [line] = lines({ bannerText: 'a' }, { bannerText: long });
    expect(line?.length).toBeLessThan(90);
    expect(line?.endsWith('…')).toBe(true);
    expect(
      lines({ deliveryPartnerId: null }, { deliveryPartnerId: '3f2a9c1b-1111-4000-8000-000000000000' }),
    ).toEqual(['Delivery partner: None → #3f2a9c1b']);
    expect(lines({ weeklyHours: { mon: [] } }, { weeklyHours: { mon: [{ open: '09:00' }] } })).toEqual([
      'Opening hours: changed',
    ]);
  });

  it('leaves bookkeeping out and shows an automatic pause in words', () => {
    expect(
      lines(
        { isPaused: false, updatedAt: '2026-01-01T00:00:00.000Z' },
        { isPaused: true, updatedAt: '2026-01-02T00:00:00.000Z', autoPausedAt: '2026-01-02T04:30:00.000Z' },
      ),
    ).toEqual(['Paused: No → Yes', 'Paused at: None → 2 Jan 2026, 10:00 am']);
  });
});
