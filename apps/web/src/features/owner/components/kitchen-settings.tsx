import {
  ACCEPT_WITHIN_MINUTES,
  BUSY_MODE_MINUTES,
  DEFAULT_PREP_MINUTES,
  KITCHEN_MESSAGES as M,
  PREP_MINUTES,
  SCHEDULE_MESSAGES,
  SLOT_CAPACITY,
  type TKitchenSettings,
  type TKitchenSettingsInput,
  untilWords,
  ZKitchenSettingsInput,
} from '@app/shared';
import {
  Alert,
  Button,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useId, useState } from 'react';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSaveKitchenSettings } from '../api/kitchen.ts';

const valuesOf = (k: TKitchenSettings): TKitchenSettingsInput => ({
  busyMinutes: k.busyMinutes,
  autoAccept: k.autoAccept,
  acceptWithinMinutes: k.acceptWithinMinutes,
  slotCapacity: k.slotCapacity,
  prepMinutes: k.prepMinutes,
});

/**
 * The owner's Settings, "Kitchen" (decision 052): busy mode (Off / +10 / +20 / +30 min until 6 am),
 * auto-accept, and the minutes a paid order may wait before it is cancelled and refunded.
 */
export function KitchenSettings({
  restaurantId,
  kitchen,
}: {
  restaurantId: string;
  kitchen: TKitchenSettings;
}) {
  const save = useSaveKitchenSettings(restaurantId);
  const busyLabelId = useId();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useSchemaForm(ZKitchenSettingsInput, (v: TKitchenSettingsInput) => v, {
    initialValues: valuesOf(kitchen),
  });
  const submit = form.submit((payload) => {
    setResult(null);
    save.mutate(payload, {
      onSuccess: () => setResult({ ok: true, text: M.kitchenSaved }),
      onError: (err) => setResult({ ok: false, text: err.message }),
    });
  });
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={760}>
      <form onSubmit={submit} noValidate aria-labelledby="kitchen-title">
        <Stack>
          <Title order={2} size="h3" id="kitchen-title">
            {M.kitchenTitle}
          </Title>
          <Stack gap={4}>
            <Text fw={500} size="sm" id={busyLabelId}>
              {M.busyLabel}
            </Text>
            <SegmentedControl
              aria-labelledby={busyLabelId}
              fullWidth
              data={BUSY_MODE_MINUTES.map((m) => ({
                value: String(m),
                label: m === 0 ? M.busyOff : M.busyOption(m),
              }))}
              value={String(form.values.busyMinutes)}
              onChange={(v) => form.setFieldValue('busyMinutes', Number(v))}
            />
            <Text size="sm" c="dimmed">
              {kitchen.busyMinutes > 0 && kitchen.busyUntil
                ? M.busyOnUntil(kitchen.busyMinutes, untilWords(new Date(kitchen.busyUntil), new Date()))
                : M.busyHelp}
            </Text>
          </Stack>
          <Switch
            size="md"
            label={M.autoAcceptLabel}
            description={M.autoAcceptHelp}
            {...form.getInputProps('autoAccept', { type: 'checkbox' })}
          />
          <NumberInput
            label={M.acceptWithinLabel}
            description={M.acceptWithinHelp}
            min={ACCEPT_WITHIN_MINUTES.min}
            max={ACCEPT_WITHIN_MINUTES.max}
            allowDecimal={false}
            {...form.getInputProps('acceptWithinMinutes')}
          />
          <NumberInput
            label={M.prepLabel}
            description={M.prepHelp(DEFAULT_PREP_MINUTES)}
            min={PREP_MINUTES.min}
            max={PREP_MINUTES.max}
            allowDecimal={false}
            {...form.getInputProps('prepMinutes')}
            value={form.values.prepMinutes ?? ''}
            onChange={(v) => form.setFieldValue('prepMinutes', typeof v === 'number' ? v : null)}
          />
          <NumberInput
            label={SCHEDULE_MESSAGES.capacityLabel}
            description={SCHEDULE_MESSAGES.capacityHelp}
            min={SLOT_CAPACITY.min}
            max={SLOT_CAPACITY.max}
            allowDecimal={false}
            {...form.getInputProps('slotCapacity')}
          />
          {result && (
            <Alert
              color={result.ok ? 'green' : 'red'}
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
              role={result.ok ? 'status' : 'alert'}
              title={result.text}
            >
              {null}
            </Alert>
          )}
          <Button type="submit" loading={save.isPending} mih={44}>
            {M.saveKitchen}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
