import {
  COUPON_SCREEN_MESSAGES as M,
  type TCoupon,
  type TCouponFunder,
  type TCouponInput,
  ZCouponInput,
} from '@app/shared';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { dayMonthYear } from '../../lib/day-month-year.ts';
import { useSchemaForm } from '../../lib/use-schema-form.ts';
import { QueryState } from '../workspace/query-state.tsx';
import { CouponLimitsForm } from './coupon-limits-form.tsx';
import { useCoupons, useCreateCoupon, useUpdateCoupon } from './coupons-api.ts';

/**
 * The coupon screens' pieces, for the admin's platform coupons (/admin/coupons) and an owner's
 * restaurant coupons (/restaurant-coupons) alike: `funder` says whose they are and which API they
 * call; a restaurant's are those of `restaurant`, and a new one is for it.
 */
type Restaurant = { id: string; name: string };

type Values = {
  code: string;
  kind: 'flat' | 'percent';
  value: number | string;
  maxDiscount: number | string;
  minOrder: number | string;
  firstOrderOnly: boolean;
  perCustomerLimit: number | string;
  totalLimit: number | string;
};

const orNull = (v: number | string) => (v === '' ? null : Number(v));

const toPayload =
  (restaurantId: string | undefined) =>
  (v: Values): TCouponInput => ({
    code: v.code,
    kind: v.kind,
    value: Number(v.value),
    maxDiscount: v.kind === 'percent' ? orNull(v.maxDiscount) : null,
    minOrder: v.minOrder === '' ? 0 : Number(v.minOrder),
    firstOrderOnly: v.firstOrderOnly,
    perCustomerLimit: orNull(v.perCustomerLimit),
    totalLimit: orNull(v.totalLimit),
    ...(restaurantId ? { restaurantId } : {}),
  });

const EMPTY: Values = {
  code: '',
  kind: 'flat',
  value: '',
  maxDiscount: '',
  minOrder: '',
  firstOrderOnly: false,
  perCustomerLimit: '',
  totalLimit: '',
};

function NewCouponForm({ funder, restaurant }: { funder: TCouponFunder; restaurant?: Restaurant }) {
  const create = useCreateCoupon(funder);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useSchemaForm(ZCouponInput, toPayload(restaurant?.id), { initialValues: EMPTY });
  const submit = form.submit((payload) =>
    create.mutate(payload, {
      onSuccess: (c) => {
        setResult({ ok: true, text: M.created(c.code, c.summary) });
        form.reset();
      },
      onError: (err) => setResult({ ok: false, text: err.message }),
    }),
  );
  const percent = form.values.kind === 'percent';
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={680}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4">
            {M.newTitle(funder, restaurant?.name)}
          </Title>
          <TextInput label={M.code} withAsterisk {...form.getInputProps('code')} />
          <SegmentedControl
            aria-label={M.kind}
            data={[
              { value: 'flat', label: M.flat },
              { value: 'percent', label: M.percent },
            ]}
            {...form.getInputProps('kind')}
          />
          <NumberInput
            label={percent ? M.percent : M.flat}
            withAsterisk
            min={0}
            {...form.getInputProps('value')}
          />
          {percent && <NumberInput label={M.atMost} min={0} {...form.getInputProps('maxDiscount')} />}
          <NumberInput label={M.minOrder} min={0} {...form.getInputProps('minOrder')} />
          <Checkbox
            label={M.firstOrderOnly}
            {...form.getInputProps('firstOrderOnly', { type: 'checkbox' })}
          />
          <NumberInput label={M.perCustomer} min={1} {...form.getInputProps('perCustomerLimit')} />
          <NumberInput label={M.total} min={1} {...form.getInputProps('totalLimit')} />
          {result && (
            <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'}>
              {result.text}
            </Alert>
          )}
          <Group>
            <Button type="submit" h={44} loading={create.isPending}>
              {M.create}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * One coupon as a card: its code and switch, what it offers, its uses and last day, and its limits
 * to change in place.
 */
function CouponCard({ funder, coupon: c }: { funder: TCouponFunder; coupon: TCoupon }) {
  const update = useUpdateCoupon(funder);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text fw={700}>{c.code}</Text>
        <Switch
          label={c.isActive ? M.on : M.off}
          labelPosition="left"
          aria-label={M.switchLabel(c.code)}
          checked={c.isActive}
          onChange={(e) => update.mutate({ id: c.id, patch: { isActive: e.currentTarget.checked } })}
        />
      </Group>
      {update.error && (
        <Alert color="red" role="alert" my="xs">
          {update.error.message}
        </Alert>
      )}
      <Text size="sm">{c.summary}</Text>
      <Text size="sm" c="dimmed">
        {M.used(c.usedCount, c.totalLimit)}
        {c.validTo && ` · ${M.endsOn(dayMonthYear(c.validTo))}`}
      </Text>
      {saved && (
        <Alert color="green" role="status" my="xs">
          {saved}
        </Alert>
      )}
      {editing ? (
        <CouponLimitsForm
          funder={funder}
          coupon={c}
          onDone={(message) => {
            setEditing(false);
            setSaved(message);
          }}
        />
      ) : (
        <Button
          variant="subtle"
          h={44}
          px={0}
          aria-label={M.changeLimitsOf(c.code)}
          onClick={() => {
            setSaved(null);
            setEditing(true);
          }}
        >
          {M.changeLimits}
        </Button>
      )}
    </Paper>
  );
}

/** The coupons as a list of cards, on any width. */
function CouponList({ funder, coupons }: { funder: TCouponFunder; coupons: TCoupon[] }) {
  if (coupons.length === 0) return <Text c="dimmed">{M.none[funder]}</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={M.listName[funder]}>
      {coupons.map((c) => (
        <CouponCard key={c.id} funder={funder} coupon={c} />
      ))}
    </Stack>
  );
}

/** The funder's coupons (a restaurant's: that restaurant's only), then the form for a new one. */
export function CouponManager({ funder, restaurant }: { funder: TCouponFunder; restaurant?: Restaurant }) {
  const coupons = useCoupons(funder);
  return (
    <Stack>
      <QueryState query={coupons} what="coupons">
        {(data) => (
          <CouponList
            funder={funder}
            coupons={restaurant ? data.items.filter((c) => c.restaurantId === restaurant.id) : data.items}
          />
        )}
      </QueryState>
      <NewCouponForm key={restaurant?.id} funder={funder} restaurant={restaurant} />
    </Stack>
  );
}
