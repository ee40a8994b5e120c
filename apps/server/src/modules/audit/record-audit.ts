import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { SessionUser } from '../auth/auth.ts';

export type AuditEntry = {
  action: string;
  targetType: 'restaurant' | 'user' | 'order' | 'review' | 'settings' | 'ticket' | 'payout';
  targetId: string;
  before?: unknown;
  after?: unknown;
};

/**
 * Records one admin action. Call it inside the transaction that makes the change, so the trail and
 * the data never disagree.
 */
export async function recordAudit(tx: Db, actor: SessionUser, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The target id as a uuid when it is one (a row written by hand may hold anything), else null. */
const TARGET_UUID = `case when audit_log.target_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
  then audit_log.target_id::uuid end`;

/**
 * The object's name as the log and the admin dashboard show it (published with the write, so the
 * dashboard's recent actions read it too), one primary-key read per row of the page: a restaurant's
 * or a user's name, a ticket's subject, the restaurant a review is of. Null for the rest (an order
 * is shown by its number, the settings by their name) and for an object since deleted. Written out
 * with aliases: Drizzle leaves a single table's columns unqualified, which a subquery would misread.
 */
export const auditTargetName = sql<string | null>`${sql.raw(`case audit_log.target_type
  when 'restaurant' then (select r.name from restaurants r where r.id = ${TARGET_UUID})
  when 'user' then (select u.name from "user" u where u.id = audit_log.target_id)
  when 'ticket' then (select t.subject from contact_messages t where t.id = ${TARGET_UUID})
  when 'review' then (select r.name from reviews v join restaurants r on r.id = v.restaurant_id
    where v.id = ${TARGET_UUID})
  end`)}`;
