import { describe, expect, it } from 'vitest';
import { keys } from './keys.ts';
import { orderQuery } from './order.ts';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

describe('query keys', () => {
  it('caches one order under one key, inside what a live order change invalidates', () => {
    expect(orderQuery('o1').queryKey).toEqual(keys.orders.one('o1'));
    expect(startsWith(orderQuery('o1').queryKey, keys.orders.all)).toBe(true);
    expect(startsWith(keys.orders.mine(2), keys.orders.all)).toBe(true);
  });

  it('puts each read under the prefix its mutations and live events invalidate', () => {
    expect(startsWith(keys.delivery.pickups(['13.085', '80.210']), keys.delivery.pickupsAll)).toBe(true);
    expect(startsWith(keys.delivery.pickupsAll, keys.delivery.all)).toBe(true);
    expect(startsWith(keys.owner.board('r1', '2026-01-01'), keys.owner.boards)).toBe(true);
    expect(startsWith(keys.owner.foodItem('d1'), keys.owner.foodItems)).toBe(true);
    expect(startsWith(keys.admin.order('o1'), keys.admin.orders)).toBe(true);
    expect(
      startsWith(keys.managementList.page('/admin/users', 'q=a', 1), keys.managementList.of('/admin/users')),
    ).toBe(true);
    expect(startsWith(keys.menu.of('r1'), keys.menu.all)).toBe(true);
    expect(startsWith(keys.restaurants.detail('r1'), keys.restaurants.all)).toBe(true);
  });
});
