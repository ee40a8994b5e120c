import { and, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { auditTargetName } from './record-audit.ts';

export type AuditFilter = { action?: string | undefined; targetId?: string | undefined };

function conditions(f: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.action) parts.push(eq(auditLog.action, f.action));
  if (f.targetId) parts.push(eq(auditLog.targetId, f.targetId));
  return parts.length ? and(...parts) : undefined;
}

/** Newest first: audit_log_created_idx, or audit_log_action_created_idx / audit_log_target_idx when filtered. */
export function findAuditEntries(db: Db, f: AuditFilter, limit: number, offset: number) {
  return db
    .select({ ...getTableColumns(auditLog), targetName: auditTargetName })
    .from(auditLog)
    .where(conditions(f))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAuditEntries(db: Db, f: AuditFilter): Promise<number> {
  return db.$count(auditLog, conditions(f));
}
