import { ADMIN_ATTENTION, type TAdminAttention } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * The notification badge's three counts in one round trip: open help-desk messages
 * (contact_messages_status_created_idx), stuck deliveries (orders_status_created_idx narrows to the
 * few Preparing / On the way orders) and refunds the finisher gave up on (refunds_failed_idx).
 * "On the way since" is the order's updated_at: the pick-up is its last change until delivery.
 */
export async function attentionCounts(db: Db, now = new Date()): Promise<TAdminAttention> {
  const readyBefore = new Date(now.getTime() - ADMIN_ATTENTION.stuckReadyMinutes * 60_000);
  const onTheWayBefore = new Date(now.getTime() - ADMIN_ATTENTION.stuckOnTheWayMinutes * 60_000);
  const result = (await db.execute(sql`
    select
      (select count(*) from contact_messages where status = 'open')::int as "openTickets",
      ((select count(*) from orders
         where status = 'Preparing' and ready_at is not null and ready_at < ${readyBefore})
       + (select count(*) from orders
         where status = 'On the way' and updated_at < ${onTheWayBefore}))::int as "stuckDeliveries",
      (select count(*) from refunds where status = 'failed')::int as "failedRefunds"`)) as unknown as {
    // Both drivers answer raw SQL with `{ rows }`; Db's type says unknown.
    rows: { openTickets: number; stuckDeliveries: number; failedRefunds: number }[];
  };
  const row = result.rows[0];
  return {
    openTickets: Number(row?.openTickets ?? 0),
    stuckDeliveries: Number(row?.stuckDeliveries ?? 0),
    failedRefunds: Number(row?.failedRefunds ?? 0),
  };
}
