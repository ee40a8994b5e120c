import { OWNER_MESSAGES, TICKET_STATUS_LABELS, ZHelpDeskInput } from '@app/shared';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BADGE_SHADES } from '../../../components/badge-shades.ts';
import { EmptyState } from '../../../components/page-state.tsx';
import { QueryState } from '../../../components/workspace/query-state.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { helpDeskQuery, useSendTicket } from '../api/insights.ts';

const when = new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeStyle: 'short' });
const STATUS_SHADE = {
  open: BADGE_SHADES.yellow,
  answered: BADGE_SHADES.teal,
  closed: BADGE_SHADES.gray,
} as const;

/** /restaurant-helpdesk: write to the platform (stored with the contact messages) and see past tickets. */
export default function HelpDeskPage() {
  const send = useSendTicket();
  const tickets = useQuery(helpDeskQuery);
  const form = useSchemaForm(ZHelpDeskInput, (v: { subject: string; message: string }) => v, {
    initialValues: { subject: '', message: '' },
  });
  const submit = form.submit((payload) => send.mutate(payload, { onSuccess: () => form.reset() }));
  return (
    <>
      <WorkspacePageHeader title="Help Desk" />
      <Stack maw={760}>
        <Paper withBorder p="md" radius="md">
          <form onSubmit={submit} noValidate>
            <Stack>
              <TextInput label="Subject" withAsterisk {...form.getInputProps('subject')} />
              <Textarea
                label="Message"
                withAsterisk
                minRows={5}
                autosize
                {...form.getInputProps('message')}
              />
              {send.isSuccess && (
                <Alert color="green" role="status" title={OWNER_MESSAGES.ticketSent}>
                  {null}
                </Alert>
              )}
              {send.isError && (
                <Alert color="red" role="alert" title={send.error.message}>
                  {null}
                </Alert>
              )}
              <Button type="submit" loading={send.isPending}>
                Send
              </Button>
            </Stack>
          </form>
        </Paper>
        <Title order={2} size="h4">
          Past tickets
        </Title>
        <QueryState query={tickets} what="tickets">
          {(list) =>
            list.length === 0 ? (
              <EmptyState message={OWNER_MESSAGES.noTickets} />
            ) : (
              list.map((t) => (
                <Paper key={t._id} withBorder p="sm" radius="md">
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={600}>{t.subject}</Text>
                    <Badge color={STATUS_SHADE[t.status]} variant="filled" style={{ flex: 'none' }}>
                      {TICKET_STATUS_LABELS[t.status]}
                    </Badge>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {when.format(new Date(t.createdAt))}
                  </Text>
                  <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
                    {t.message}
                  </Text>
                  {t.replies.map((r) => (
                    <Box
                      key={r._id}
                      mt="sm"
                      pl="sm"
                      style={{ borderInlineStart: '3px solid var(--mantine-color-orange-filled)' }}
                    >
                      <Text size="sm" fw={700}>
                        {r.authorName} replied · {when.format(new Date(r.createdAt))}
                      </Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {r.body}
                      </Text>
                    </Box>
                  ))}
                </Paper>
              ))
            )
          }
        </QueryState>
      </Stack>
    </>
  );
}
