import {
  AUDIT_ACTION_WORDS,
  AUDIT_ACTIONS,
  AUDIT_LOG_WORDS,
  AUDIT_SYSTEM_ACTOR,
  auditActionWords,
  auditChanges,
  auditChangeText,
  auditTargetWords,
  type TAuditEntry,
} from '@app/shared';
import { List, Select, Text } from '@mantine/core';
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

/** The lines a row shows at most; the CSV has them all. */
const MAX_LINES = 6;

/** "Field: before → after", one line per field that changed. */
function Changes({ entry }: { entry: TAuditEntry }) {
  const lines = auditChanges(entry.before, entry.after).map(auditChangeText);
  if (lines.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {AUDIT_LOG_WORDS.noChanges}
      </Text>
    );
  const more = lines.length - MAX_LINES;
  return (
    <List size="sm" spacing={2} listStyleType="none" data-testid="audit-changes">
      {lines.slice(0, MAX_LINES).map((line) => (
        <List.Item key={line}>{line}</List.Item>
      ))}
      {more > 0 && (
        <List.Item>
          <Text span size="sm" c="dimmed">
            {AUDIT_LOG_WORDS.moreChanges(more)}
          </Text>
        </List.Item>
      )}
    </List>
  );
}

const columns: ListColumn<TAuditEntry>[] = [
  { key: 'action', header: 'Action', phone: 'title', render: (e) => auditActionWords(e.action) },
  {
    key: 'object',
    header: 'Object',
    render: (e) => auditTargetWords(e.targetType, e.targetId, e.targetName),
  },
  { key: 'changes', header: 'Changes', render: (e) => <Changes entry={e} /> },
  {
    key: 'who',
    header: 'Who',
    render: (e) => (e.actorEmail === 'system' ? AUDIT_SYSTEM_ACTOR : e.actorEmail),
  },
  {
    key: 'when',
    header: 'When',
    render: (e) => <time dateTime={e.createdAt}>{formatDateTime(e.createdAt)}</time>,
  },
];

const ACTION_OPTIONS = AUDIT_ACTIONS.map((a) => ({ value: a, label: AUDIT_ACTION_WORDS[a] })).sort((x, y) =>
  x.label.localeCompare(y.label),
);

/** /admin/audit-log: every admin action in words, newest first, filterable by action or object id. */
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
            data={ACTION_OPTIONS}
            value={action}
            onChange={setAction}
            clearable
            placeholder="All"
            w={260}
            maw="100%"
          />
        }
      />
    </>
  );
}
