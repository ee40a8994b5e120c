import {
  HOURS_MESSAGES as M,
  type TOpeningHours,
  type TOpeningHoursInput,
  type TWeekday,
  WEEKDAY_NAMES,
  WEEKDAYS,
  ZOpeningHours,
} from '@app/shared';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useSchemaForm } from '../lib/use-schema-form.ts';

type Values = TOpeningHours & { newDate: string };

const payloadOf = ({ newDate: _unused, ...hours }: Values): TOpeningHoursInput => hours;

/**
 * Opening hours (decision 050): a row per weekday with its slots (add, remove), closed dates and
 * the "closed today" switch. The owner's Settings and the admin's restaurant screen both show it;
 * each hands in its own save.
 */
export function OpeningHoursEditor({
  hours,
  onSave,
  saving,
}: {
  hours: TOpeningHours;
  onSave: (hours: TOpeningHoursInput) => Promise<unknown>;
  saving: boolean;
}) {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useSchemaForm(ZOpeningHours, payloadOf, {
    initialValues: { ...hours, newDate: '' },
    // A day's overlap shows under the day; a bad date under the date field.
    fieldOf: (path) => (path.startsWith('closedDates') ? 'newDate' : path),
  });
  const submit = form.submit(async (payload) => {
    setResult(null);
    try {
      await onSave(payload);
      setResult({ ok: true, text: M.hoursSaved });
    } catch (err) {
      setResult({ ok: false, text: err instanceof Error ? err.message : String(err) });
    }
  });
  const copyMonday = () => {
    const monday = form.values.weekly.mon;
    form.setFieldValue(
      'weekly',
      Object.fromEntries(
        WEEKDAYS.map((d) => [d, monday.map((slot) => ({ ...slot }))]),
      ) as TOpeningHours['weekly'],
    );
  };
  const addDate = () => {
    const date = form.values.newDate.trim();
    if (!date) return;
    if (!form.values.closedDates.includes(date)) {
      form.setFieldValue('closedDates', [...form.values.closedDates, date].sort());
    }
    form.setFieldValue('newDate', '');
  };
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={760}>
      <form onSubmit={submit} noValidate aria-labelledby="opening-hours-title">
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="opening-hours-title">
              {M.hoursTitle}
            </Title>
            <Text size="sm" c="dimmed">
              {M.hoursHelp}
            </Text>
          </div>
          <Switch
            size="md"
            label={M.closedTodayLabel}
            description={M.closedTodayHelp}
            {...form.getInputProps('closedToday', { type: 'checkbox' })}
          />
          {WEEKDAYS.map((day) => (
            <DayRow key={day} day={day} form={form} />
          ))}
          {form.values.weekly.mon.length > 0 && (
            <Button variant="default" mih={44} onClick={copyMonday}>
              {M.copyMonday}
            </Button>
          )}
          <Stack gap={6}>
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                type="date"
                label={M.closedDatesLabel}
                description={M.closedDatesHelp}
                style={{ flex: 1 }}
                {...form.getInputProps('newDate')}
              />
              <Button variant="default" mih={44} onClick={addDate}>
                Add date
              </Button>
            </Group>
            {form.values.closedDates.length > 0 && (
              <Group gap="xs" aria-label="Chosen closed dates" role="list">
                {form.values.closedDates.map((d) => (
                  <Group key={d} gap={4} role="listitem" wrap="nowrap">
                    <Badge variant="light" size="lg" tt="none">
                      {d}
                    </Badge>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      size={44}
                      aria-label={`Remove closed date ${d}`}
                      onClick={() =>
                        form.setFieldValue(
                          'closedDates',
                          form.values.closedDates.filter((x) => x !== d),
                        )
                      }
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                ))}
              </Group>
            )}
          </Stack>
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
          <Button type="submit" loading={saving} mih={44}>
            {M.saveHours}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

type HoursForm = ReturnType<typeof useSchemaForm<Values, typeof ZOpeningHours>>;

function DayRow({ day, form }: { day: TWeekday; form: HoursForm }) {
  const name = WEEKDAY_NAMES[day];
  const slots = form.values.weekly[day];
  const dayError = form.errors[`weekly.${day}`];
  return (
    <Stack gap={6} role="group" aria-label={name}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{name}</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          mih={44}
          leftSection={<IconPlus size={16} aria-hidden />}
          aria-label={`${M.addSlot}: ${name}`}
          onClick={() => form.insertListItem(`weekly.${day}`, { opens: '09:00', closes: '22:00' })}
        >
          {M.addSlot}
        </Button>
      </Group>
      {slots.length === 0 && (
        <Text size="sm" c="dimmed">
          {M.closedAllDay}
        </Text>
      )}
      {slots.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a slot has no identity but its place in the day
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            type="time"
            label="Opens"
            aria-label={M.opensLabel(name, i + 1)}
            style={{ flex: 1 }}
            {...form.getInputProps(`weekly.${day}.${i}.opens`)}
          />
          <TextInput
            type="time"
            label="Closes"
            aria-label={M.closesLabel(name, i + 1)}
            style={{ flex: 1 }}
            {...form.getInputProps(`weekly.${day}.${i}.closes`)}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size={44}
            mt={24}
            aria-label={M.removeSlot(name, i + 1)}
            onClick={() => form.removeListItem(`weekly.${day}`, i)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {typeof dayError === 'string' && (
        <Text size="sm" c="red" role="alert">
          {dayError}
        </Text>
      )}
    </Stack>
  );
}
