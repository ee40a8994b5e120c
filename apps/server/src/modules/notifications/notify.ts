import { NOTIFICATION_DEFAULTS, type TNotificationPreferences } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { notificationPreferences, pushSubscriptions, user } from '../../db/schema/index.ts';
import { enqueueJobs, type NewJob } from '../../lib/job-queue.ts';
import type { PushMessage } from './push-sender.ts';

/**
 * One notice to one person: a push to each of their browsers and, when `sms` is given and they
 * chose text messages, an SMS. `key` names the notice once (e.g. `status:<event id>`): its jobs are
 * made once however often the notice is given.
 */
export type Notice = { userId: string; key: string; push: PushMessage; sms?: string };

type Reach = TNotificationPreferences & { userId: string; phone: string; subscriptionIds: string[] };

/** Each person's channels and browsers, in one read for any number of people. */
export async function reachOf(
  tx: Pick<Db, 'execute'>,
  userIds: readonly string[],
): Promise<Map<string, Reach>> {
  const reach = new Map<string, Reach>();
  if (userIds.length === 0) return reach;
  const result = (await tx.execute(sql`
    select u.id as "userId", u.phone, p.push, p.email, p.sms,
      coalesce((select array_agg(s.id) from ${pushSubscriptions} s where s.user_id = u.id), '{}') as "subscriptionIds"
    from ${user} u left join ${notificationPreferences} p on p.user_id = u.id
    where u.id = any(${pgArray([...new Set(userIds)])}::text[])`)) as unknown as {
    rows: {
      userId: string;
      phone: string;
      push: boolean | null;
      email: boolean | null;
      sms: boolean | null;
      subscriptionIds: string[];
    }[];
  };
  for (const r of result.rows) {
    reach.set(r.userId, {
      userId: r.userId,
      phone: r.phone,
      push: r.push ?? NOTIFICATION_DEFAULTS.push,
      email: r.email ?? NOTIFICATION_DEFAULTS.email,
      sms: r.sms ?? NOTIFICATION_DEFAULTS.sms,
      subscriptionIds: r.subscriptionIds,
    });
  }
  return reach;
}

/** The jobs that deliver these notices, by each person's choices. */
export function noticeJobs(notices: readonly Notice[], reach: Map<string, Reach>): NewJob[] {
  const list: NewJob[] = [];
  for (const n of notices) {
    const r = reach.get(n.userId);
    if (!r) continue;
    if (r.push) {
      for (const subscriptionId of r.subscriptionIds)
        list.push({
          kind: 'push',
          payload: { subscriptionId, ...n.push },
          dedupeKey: `${n.key}:push:${subscriptionId}`,
        });
    }
    if (n.sms && r.sms && r.phone)
      list.push({
        kind: 'sms',
        payload: { to: r.phone, text: n.sms },
        dedupeKey: `${n.key}:sms:${n.userId}`,
      });
  }
  return list;
}

/** Queues these notices in the caller's transaction (notices to nobody reachable make no job). */
export async function notifyPeople(
  tx: Pick<Db, 'execute' | 'insert'>,
  notices: readonly Notice[],
): Promise<void> {
  if (notices.length === 0) return;
  const reach = await reachOf(
    tx,
    notices.map((n) => n.userId),
  );
  await enqueueJobs(tx, noticeJobs(notices, reach));
}
