import { type TCoupon, type TCouponInput, ZCouponInput } from '@app/shared';
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
import { QueryState } from '../../../components/workspace/query-state.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAdminCoupons, useCreateCoupon, useSetCouponActive } from '../api/coupons.ts';

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

const toPayload = (v: Values): TCouponInput => ({
  code: v.code,
  kind: v.kind,
  value: Number(v.value),
  maxDiscount: v.kind === 'percent' ? orNull(v.maxDiscount) : null,
  minOrder: v.minOrder === '' ? 0 : Number(v.minOrder),
  firstOrderOnly: v.firstOrderOnly,
  perCustomerLimit: orNull(v.perCustomerLimit),
  totalLimit: orNull(v.totalLimit),
});

function NewCouponForm() {
  const create = useCreateCoupon();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useSchemaForm(ZCouponInput, toPayload, {
    initialValues: {
      code: '',
      kind: 'flat',
      value: '',
      maxDiscount: '',
      minOrder: '',
      firstOrderOnly: false,
      perCustomerLimit: '',
      totalLimit: '',
    } as Values,
  });
  const submit = form.submit((payload) =>
    create.mutate(payload, {
      onSuccess: (c) => {
        setResult({ ok: true, text: `${c.code} created: ${c.summary}.` });
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
            New platform coupon
          </Title>
          <TextInput label="Code" withAsterisk {...form.getInputProps('code')} />
          <SegmentedControl
            aria-label="Kind"
            data={[
              { value: 'flat', label: 'Rupees off' },
              { value: 'percent', label: 'Per cent off' },
            ]}
            {...form.getInputProps('kind')}
          />
          <NumberInput
            label={percent ? 'Per cent off' : 'Rupees off'}
            withAsterisk
            min={0}
            {...form.getInputProps('value')}
          />
          {percent && <NumberInput label="At most (₹)" min={0} {...form.getInputProps('maxDiscount')} />}
          <NumberInput label="Minimum item total (₹)" min={0} {...form.getInputProps('minOrder')} />
          <Checkbox
            label="First order only"
            {...form.getInputProps('firstOrderOnly', { type: 'checkbox' })}
          />
          <NumberInput label="Uses per customer" min={1} {...form.getInputProps('perCustomerLimit')} />
          <NumberInput label="Uses in all" min={1} {...form.getInputProps('totalLimit')} />
          {result && (
            <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'}>
              {result.text}
            </Alert>
          )}
          <Group>
            <Button type="submit" h={44} loading={create.isPending}>
              Create coupon
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The platform's coupons as a list of cards: the code and its switch, then what it offers, on any width. */
function CouponList({ coupons }: { coupons: TCoupon[] }) {
  const setActive = useSetCouponActive();
  if (coupons.length === 0) return <Text c="dimmed">No platform coupons yet.</Text>;
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Platform coupons">
      {coupons.map((c) => (
        <Paper component="li" key={c.id} withBorder radius="md" p="sm">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text fw={700}>{c.code}</Text>
            <Switch
              label={c.isActive ? 'On' : 'Off'}
              labelPosition="left"
              aria-label={`${c.code} active`}
              checked={c.isActive}
              onChange={(e) => setActive.mutate({ id: c.id, isActive: e.currentTarget.checked })}
            />
          </Group>
          <Text size="sm">{c.summary}</Text>
          <Text size="sm" c="dimmed">
            Used {c.totalLimit === null ? c.usedCount : `${c.usedCount} of ${c.totalLimit}`}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** /admin/coupons: the platform's coupons, switched on and off, and a form for a new one. */
export default function AdminCouponsPage() {
  const coupons = useAdminCoupons();
  return (
    <Stack>
      <WorkspacePageHeader title="Coupons" />
      <QueryState query={coupons} what="coupons">
        {(data) => <CouponList coupons={data.items} />}
      </QueryState>
      <NewCouponForm />
    </Stack>
  );
}
