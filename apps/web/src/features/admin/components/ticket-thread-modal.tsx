import {
  ADMIN_CARE_MESSAGES as M,
  TICKET_REPLY_MAX,
  TICKET_SOURCE_LABELS,
  type TTicketSource,
  type TTicketThread,
} from '@app/shared';
import { Alert, Button, Group, Loader, Modal, Paper, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { ErrorState, RetryButton } from '../../../components/page-state.tsx';
import { useTicket } from '../api/get-ticket.ts';
import { useReplyToTicket } from '../api/reply-to-ticket.ts';
import { useSetTicketStatus } from '../api/set-ticket-status.ts';
import { submitErrorText } from './submit-error-text.ts';
import { TicketStatusBadge } from './ticket-status-badge.tsx';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short' });

function Thread({ ticket }: { ticket: TTicketThread }) {
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      <Paper component="li" withBorder p="sm" radius="md">
        <Text size="sm" fw={700}>
          {ticket.name} wrote
        </Text>
        <Text size="xs" c="dimmed">
          {when.format(new Date(ticket.createdAt))}
        </Text>
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {ticket.message}
        </Text>
      </Paper>
      {ticket.replies.map((r) => (
        <Paper
          component="li"
          key={r._id}
          withBorder
          p="sm"
          radius="md"
          ml={{ base: 'md', sm: 'xl' }}
          bg="var(--mantine-color-orange-light)"
        >
          <Text size="sm" fw={700}>
            {r.authorName} replied
          </Text>
          <Text size="xs" c="dimmed">
            {when.format(new Date(r.createdAt))} · {r.emailed ? 'Emailed' : 'Not emailed'}
          </Text>
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
            {r.body}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** Help Desk: one message, its thread, the admin's reply (emailed to the sender), close / reopen. */
export function TicketThreadModal({ ticketId, onClose }: { ticketId: string | null; onClose: () => void }) {
  const ticket = useTicket(ticketId);
  const reply = useReplyToTicket();
  const status = useSetTicketStatus();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another message starts a blank reply.
  useEffect(() => {
    setText('');
    setError(null);
    reply.reset();
    status.reset();
  }, [ticketId]);

  const t = ticket.data;
  const send = () => {
    if (!t) return;
    if (!text.trim()) {
      setError(M.replyRequired);
      return;
    }
    reply.mutate({ id: t._id, reply: text.trim() }, { onSuccess: () => setText('') });
  };
  const toggle = () => {
    if (!t) return;
    const next = t.status === 'closed' ? 'open' : 'closed';
    status.mutate(
      { id: t._id, status: next },
      {
        onSuccess: () =>
          notifications.show({ message: next === 'closed' ? M.ticketClosed : M.ticketReopened }),
        onError: (err) => notifications.show({ color: 'red', message: submitErrorText(err) }),
      },
    );
  };

  return (
    <Modal opened={ticketId !== null} onClose={onClose} title={t ? t.subject : 'Message'} size="lg">
      {ticket.isPending ? (
        <Loader color="orange" aria-label="Loading message" />
      ) : ticket.isError ? (
        <ErrorState
          message={`Error loading message: ${ticket.error.message}`}
          action={<RetryButton onRetry={() => ticket.refetch()} />}
        />
      ) : t ? (
        <Stack>
          <Group gap="xs" wrap="wrap">
            <TicketStatusBadge status={t.status} />
            <Text size="sm">
              {TICKET_SOURCE_LABELS[t.source as TTicketSource] ?? t.source} · {t.email || 'No email address'}
            </Text>
          </Group>
          <Thread ticket={t} />
          {reply.isSuccess && (
            <Alert color={reply.data.emailed ? 'teal' : 'yellow'} role="status" title={reply.data.message}>
              {null}
            </Alert>
          )}
          {reply.isError && <ErrorState message={submitErrorText(reply.error)} />}
          {t.status === 'closed' ? (
            <Text size="sm">{M.ticketClosedNoReply}</Text>
          ) : (
            <Textarea
              label="Your reply"
              description={
                t.email ? `Emailed to ${t.email} and kept in this thread.` : 'Kept in this thread.'
              }
              autosize
              minRows={3}
              maxLength={TICKET_REPLY_MAX}
              value={text}
              onChange={(e) => {
                setText(e.currentTarget.value);
                setError(null);
              }}
              error={error}
            />
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={toggle} loading={status.isPending}>
              {t.status === 'closed' ? 'Reopen' : 'Close message'}
            </Button>
            {t.status !== 'closed' && (
              <Button onClick={send} loading={reply.isPending}>
                Send reply
              </Button>
            )}
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
