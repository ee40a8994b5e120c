import { AUDIT_ACTIONS, type TAuditEntry } from '@app/shared';
import { Code, Select } from '@mantine/core';
import { useState } from 'react';
import { type ListColumn, ManagementList } from '../../../components/workspace/management-list.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { ADMIN_LIST_PATHS } from '../api/admin-keys.ts';

const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

const json = (v: unknown) =>
  v === null || v === undefined ? '—' : <Code block>{JSON.stringify(v, null, 1)}</Code>;

const columns: ListColumn<TAuditEntry>[] = [
  { key: 'when', header: 'When', render: (e) => formatDateTime(e.createdAt) },
  { key: 'who', header: 'Who', render: (e) => e.actorEmail },
  { key: 'action', header: 'Action', phone: 'title', render: (e) => e.action },
  { key: 'object', header: 'Object', render: (e) => `${e.targetType} ${e.targetId.slice(0, 8)}` },
  { key: 'before', header: 'Before', render: (e) => json(e.before) },
  { key: 'after', header: 'After', render: (e) => json(e.after) },
];

/** /admin/audit-log: every admin action, newest first, filterable by action or object id. */
export default function AuditLogPage() {
  const [action, setAction] = useState<string | null>(null);
  return (
    <>
      <WorkspacePageHeader title="Audit Log" />
      <ManagementList<TAuditEntry>
        what="audit log"
        path={ADMIN_LIST_PATHS.auditLog}
        params={{ action: action ?? undefined }}
        columns={columns}
        rowKey={(e) => e._id}
        csvFileName="audit-log-export.csv"
        emptyText="No admin actions yet."
        emptySearchText="No admin actions match."
        searchPlaceholder="Object id"
        toolbar={
          <Select
            label="Action"
            data={[...AUDIT_ACTIONS]}
            value={action}
            onChange={setAction}
            clearable
            placeholder="All"
            w={200}
          />
        }
      />
    </>
  );
}
