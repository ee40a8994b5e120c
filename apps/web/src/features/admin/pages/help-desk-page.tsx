import {
  ADMIN_CARE_MESSAGES as M,
  TICKET_SOURCE_LABELS,
  TICKET_SOURCES,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TTicket,
  type TTicketSource,
} from '@app/shared';
import { Button, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { type ListColumn, ManagementList } from '../../../components/workspace/management-list.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { CARE_LIST_PATHS } from '../api/care-keys.ts';
import { TicketStatusBadge } from '../components/ticket-status-badge.tsx';
import { TicketThreadModal } from '../components/ticket-thread-modal.tsx';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short' });
const STATUS_OPTIONS = TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] }));
const SOURCE_OPTIONS = TICKET_SOURCES.map((s) => ({ value: s, label: TICKET_SOURCE_LABELS[s] }));

/**
 * /admin/help-desk: contact messages and restaurant owners' tickets, newest first, by status and
 * source (kept in the address, so the header badge can link to the open ones); Open shows the thread.
 */
export default function AdminHelpDeskPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const status = searchParams.get('status');
  const source = searchParams.get('source');
  const [openId, setOpenId] = useState<string | null>(null);
  const setFilter = (name: 'status' | 'source', value: string | null) =>
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );

  const columns: ListColumn<TTicket>[] = [
    { key: 'received', header: 'Received', render: (t) => when.format(new Date(t.createdAt)) },
    {
      key: 'from',
      header: 'From',
      render: (t) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {t.name}
          </Text>
          <Text size="xs">{t.email || '—'}</Text>
        </Stack>
      ),
    },
    {
      key: 'subject',
      header: 'Subject',
      phone: 'title',
      render: (t) => (
        <Text size="sm" maw={280} lineClamp={2}>
          {t.subject}
        </Text>
      ),
    },
    {
      key: 'source',
      header: 'Source',
      render: (t) => TICKET_SOURCE_LABELS[t.source as TTicketSource] ?? t.source,
    },
    { key: 'status', header: 'Status', render: (t) => <TicketStatusBadge status={t.status} /> },
    { key: 'replies', header: 'Replies', numeric: true, render: (t) => t.replyCount },
    {
      key: 'actions',
      header: 'Actions',
      phone: 'actions',
      render: (t) => (
        <Button
          size="xs"
          variant="light"
          onClick={() => setOpenId(t._id)}
          aria-label={`Open ${t.subject} from ${t.name}`}
        >
          Open
        </Button>
      ),
    },
  ];

  return (
    <>
      <WorkspacePageHeader title="Help Desk" />
      <ManagementList<TTicket>
        what="messages"
        path={CARE_LIST_PATHS.tickets}
        params={{ status: status ?? undefined, source: source ?? undefined }}
        columns={columns}
        rowKey={(t) => t._id}
        csvFileName="help-desk-export.csv"
        emptyText={M.noTickets}
        emptySearchText={M.noTicketsSearching}
        searchPlaceholder="Name, email, subject, message…"
        toolbar={
          <>
            <Select
              label="Status"
              placeholder="All"
              clearable
              data={STATUS_OPTIONS}
              value={status}
              onChange={(v) => setFilter('status', v)}
              w={140}
            />
            <Select
              label="Source"
              placeholder="All"
              clearable
              data={SOURCE_OPTIONS}
              value={source}
              onChange={(v) => setFilter('source', v)}
              w={180}
            />
          </>
        }
      />
      <TicketThreadModal ticketId={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
