import {
  DAY_MS,
  indiaDate,
  indiaMidnight,
  COUPON_SCREEN_MESSAGES as M,
  type TCoupon,
  type TCouponFunder,
  type TCouponPatch,
  ZCouponPatch,
} from '@app/shared';
import { Alert, Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { useUpdateCoupon } from './coupons-api.ts';

type Values = {
  perCustomerLimit: number | string;
  totalLimit: number | string;
  /** `YYYY-MM-DD`, an India day; empty for no end. */
  lastDay: string;
};

const orNull = (v: number | string) => (v === '' ? null : Number(v));

/** The last instant of an India day, or the day as it was typed when it is no real date (the schema says so). */
const endOfIndiaDay = (day: string) => {
  const midnight = indiaMidnight(day);
  return midnight ? new Date(midnight.getTime() + DAY_MS - 1).toISOString() : day;
};

const toPatch = (v: Values): TCouponPatch => ({
  perCustomerLimit: orNull(v.perCustomerLimit),
  totalLimit: orNull(v.totalLimit),
  validTo: v.lastDay === '' ? null : endOfIndiaDay(v.lastDay),
});

/**
 * A coupon's limits and last day, changed in place (PATCH, the same call as its switch): what a
 * coupon that sells too well, or a festival's offer, needs without making a new code.
 */
export function CouponLimitsForm({
  funder,
  coupon,
  onDone,
}: {
  funder: TCouponFunder;
  coupon: TCoupon;
  onDone: (saved: string | null) => void;
}) {
  const update = useUpdateCoupon(funder);
  const form = useSchemaForm(ZCouponPatch, toPatch, {
    initialValues: {
      perCustomerLimit: coupon.perCustomerLimit ?? '',
      totalLimit: coupon.totalLimit ?? '',
      lastDay: coupon.validTo ? indiaDate(new Date(coupon.validTo)) : '',
    },
    fieldOf: { validTo: 'lastDay' },
  });
  const submit = form.submit((patch) =>
    update.mutate({ id: coupon.id, patch }, { onSuccess: (c) => onDone(M.limitsSaved(c.code)) }),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={M.changeLimitsOf(coupon.code)}>
      <Stack gap="xs" mt="sm">
        <NumberInput
          label={M.perCustomer}
          description={M.noLimit}
          min={1}
          {...form.getInputProps('perCustomerLimit')}
        />
        <NumberInput label={M.total} description={M.noLimit} min={1} {...form.getInputProps('totalLimit')} />
        <TextInput type="date" label={M.lastDay} description={M.noEnd} {...form.getInputProps('lastDay')} />
        {update.error && (
          <Alert color="red" role="alert">
            {update.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" h={44} loading={update.isPending}>
            {M.saveLimits}
          </Button>
          <Button variant="default" h={44} onClick={() => onDone(null)}>
            {M.cancel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
