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
