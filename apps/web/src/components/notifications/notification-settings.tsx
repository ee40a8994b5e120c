import { NOTIFICATION_MESSAGES as M, type TNotificationPreferences } from '@app/shared';
import { Alert, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { type PushState, pushState, turnOffPush, turnOnPush } from '../../lib/push.ts';

const PREFERENCES_KEY = ['notification-preferences'] as const;

/**
 * Settings' "Notifications" (decision 051): alerts on this device (Web Push, with the browser's
 * permission), and the channels the server uses for this person: push, email, text messages.
 */
export function NotificationSettings({ showSms = true }: { showSms?: boolean }) {
  const client = useQueryClient();
  const prefs = useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => api.get<TNotificationPreferences>('/notifications/preferences', signal),
  });
  const save = useMutation({
    mutationFn: (next: TNotificationPreferences) =>
      api.send<TNotificationPreferences>('PUT', '/notifications/preferences', next),
    onSuccess: (saved) => client.setQueryData(PREFERENCES_KEY, saved),
  });
  const [device, setDevice] = useState<PushState | 'busy' | 'failed'>('busy');
  useEffect(() => {
    pushState()
      .then(setDevice)
      .catch(() => setDevice('unsupported'));
  }, []);

  const change = async (action: () => Promise<PushState>) => {
    setDevice('busy');
    try {
      setDevice(await action());
    } catch {
      setDevice('failed');
    }
  };
  // The box shows the choice in the same event, as a controlled checkbox must: component state,
  // not the query cache (whose observers hear of a change a task later, after React has put the
  // box back). A refusal puts back what was shown before.
  const [chosen, setChosen] = useState<TNotificationPreferences>();
  const shown = chosen ?? prefs.data;
  const choose = (patch: Partial<TNotificationPreferences>) => {
    if (!shown) return;
    const before = shown;
    const next = { ...before, ...patch };
    setChosen(next);
    save.mutate(next, { onError: () => setChosen(before) });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="notifications-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="notifications-title">
          {M.settingsTitle}
        </Title>
        <Text fw={600}>{M.pushLabel}</Text>
        <Text size="sm" c="dimmed">
          {M.pushHelp}
        </Text>
        {device === 'unsupported' && <Text size="sm">{M.pushUnsupported}</Text>}
        {device === 'denied' && (
          <Alert color="orange" role="status">
            {M.pushDenied}
          </Alert>
        )}
        {device === 'failed' && (
          <Alert color="red" role="alert">
            {M.pushFailed}
          </Alert>
        )}
        {device === 'on' ? (
          <>
            <Text size="sm" role="status">
              {M.pushIsOn}
            </Text>
            <Button variant="light" onClick={() => change(turnOffPush)}>
              {M.pushOff}
            </Button>
          </>
        ) : (
          (device === 'off' || device === 'failed' || device === 'busy') && (
            <Button
              loading={device === 'busy'}
              onClick={async () => {
                await change(turnOnPush);
                // Alerts asked for on a device mean push is wanted (the choice may be off from before).
                if (shown && !shown.push) choose({ push: true });
              }}
            >
              {M.pushOn}
            </Button>
          )
        )}
        {shown && (
          <>
            <Checkbox
              label={M.emailLabel}
              checked={shown.email}
              onChange={(e) => choose({ email: e.currentTarget.checked })}
            />
            {showSms && (
              <Checkbox
                label={M.smsLabel}
                checked={shown.sms}
                onChange={(e) => choose({ sms: e.currentTarget.checked })}
              />
            )}
          </>
        )}
        {save.isSuccess && (
          <Text size="sm" role="status" c="teal">
            {M.saved}
          </Text>
        )}
        {save.isError && (
          <Alert color="red" role="alert">
            {save.error.message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
