import { SCHEDULE_MESSAGES as M } from '@app/shared';
import { Alert, Loader, NativeSelect, Radio, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useOrderSlots } from '../api/order-slots.ts';

/**
 * Checkout's "When" (decision 053): as soon as possible, or a half hour up to 2 days ahead that the
 * restaurant offers. While it is closed only "later" can be picked, and its first free half hour
 * is chosen for the customer. `value` null is as soon as possible.
 */
export function WhenChoice({
  restaurantId,
  value,
  onChange,
  error,
}: {
  restaurantId: string;
  value: string | null;
  onChange: (scheduledFor: string | null) => void;
  error?: string | null;
}) {
  const slots = useOrderSlots(restaurantId);
  const data = slots.data;
  const firstFree = data?.slots.find((s) => s.left > 0)?.startsAt ?? null;
  const onlyLater = data !== undefined && !data.asapAvailable;
  useEffect(() => {
    if (onlyLater && value === null && firstFree) onChange(firstFree);
  }, [onlyLater, value, firstFree, onChange]);

  if (slots.isPending)
    return (
      <Text size="sm" c="dimmed" role="status">
        <Loader size="xs" mr={6} />
        {M.loadingSlots}
      </Text>
    );
  if (slots.isError || !data)
    return (
      <Alert color="red" role="alert">
        {M.slotsFailed}
      </Alert>
    );
  const later = value !== null || onlyLater;
  return (
    <Stack gap="xs">
      <Radio.Group
        label={M.whenLabel}
        value={later ? 'later' : 'now'}
        onChange={(v) => onChange(v === 'later' ? firstFree : null)}
      >
        <Stack gap={8} mt={6}>
          <Radio value="now" label={M.asap} disabled={!data.asapAvailable} size="md" />
          <Radio value="later" label={M.later} disabled={firstFree === null} size="md" />
        </Stack>
      </Radio.Group>
      {later &&
        (firstFree === null ? (
          <Alert color="yellow" role="status">
            {M.noSlots}
          </Alert>
        ) : (
          <NativeSelect
            label={M.slotLabel}
            description={M.slotHint}
            value={value ?? ''}
            onChange={(e) => onChange(e.currentTarget.value || null)}
            error={error}
            size="md"
            data={data.slots.map((s) => ({
              value: s.startsAt,
              label: s.left > 0 ? capitalised(s.label) : `${capitalised(s.label)} (${M.full})`,
              disabled: s.left === 0,
            }))}
          />
        ))}
    </Stack>
  );
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
