import type { Db } from '../client.ts';
import { coupons } from '../schema/index.ts';

/** The demo's platform coupons: fixed values, no random draws, so every seed is the same. */
export const DEMO_COUPONS: (typeof coupons.$inferInsert)[] = [
  {
    code: 'WELCOME50',
    fundedBy: 'platform',
    kind: 'percent',
    value: 5_000,
    maxDiscountPaise: 10_000,
    minOrderPaise: 14_900,
    firstOrderOnly: true,
    perCustomerLimit: 1,
    validFrom: new Date('2026-01-01T00:00:00+05:30'),
  },
  {
    code: 'CHENNAI20',
    fundedBy: 'platform',
    kind: 'flat',
    value: 2_000,
    minOrderPaise: 19_900,
    perCustomerLimit: 1,
    validFrom: new Date('2026-01-01T00:00:00+05:30'),
  },
];

/** Adds the demo coupons a database lacks (by code); an existing coupon is left as an admin left it. */
export async function seedDemoCoupons(db: Db): Promise<void> {
  await db.insert(coupons).values(DEMO_COUPONS).onConflictDoNothing({ target: coupons.code });
}
