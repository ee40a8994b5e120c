import {
  ADMIN_FIGURES_MESSAGES,
  BANNER_TEXT_MAX,
  COD_MAX_ORDER_MAX_RUPEES,
  COD_MAX_ORDER_MIN_RUPEES,
  PLATFORM_FEE_MAX_RUPEES,
  RIDER_DELIVERY_CAP_MAX,
  RIDER_DELIVERY_CAP_MIN,
  type TSiteSettings,
  type TSiteSettingsInput,
  ZSiteSettingsInput,
} from '@app/shared';
import {
  Alert,
  Button,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/workspace/query-state.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { settingsQuery, useSaveSettings } from '../api/figures.ts';

const valuesOf = (s: TSiteSettings): TSiteSettingsInput => ({
  supportPhone: s.supportPhone,
  supportEmail: s.supportEmail,
  bannerEnabled: s.bannerEnabled,
  bannerText: s.bannerText,
  orderingPaused: s.orderingPaused,
  riderDeliveryCap: s.riderDeliveryCap,
  platformFee: s.platformFee,
  cashOnDelivery: s.cashOnDelivery,
});

function SettingsForm({ settings }: { settings: TSiteSettings }) {
  const save = useSaveSettings();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useSchemaForm(ZSiteSettingsInput, (v: TSiteSettingsInput) => v, {
    initialValues: valuesOf(settings),
  });
  const submit = form.submit((payload) =>
    save.mutate(payload, {
      onSuccess: () => setResult({ ok: true, text: ADMIN_FIGURES_MESSAGES.settingsSaved }),
      onError: (err) => setResult({ ok: false, text: err.message }),
    }),
  );
  const last = save.data ?? settings;
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={680}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2} size="h4">
            Support contact (Contact page)
          </Title>
          <TextInput label="Support phone" withAsterisk {...form.getInputProps('supportPhone')} />
          <TextInput
            label="Support email"
            type="email"
            withAsterisk
            {...form.getInputProps('supportEmail')}
          />
          <Title order={2} size="h4">
            Announcement banner
          </Title>
          <Switch
            size="md"
            label="Show the banner to every visitor"
            {...form.getInputProps('bannerEnabled', { type: 'checkbox' })}
          />
          <Textarea
            label="Banner text"
            description={`At most ${BANNER_TEXT_MAX} characters.`}
            autosize
            minRows={2}
            {...form.getInputProps('bannerText')}
          />
          <Title order={2} size="h4">
            Maintenance
          </Title>
          <Switch
            size="md"
            label="Pause all ordering"
            description="Customers can browse; placing an order and paying are refused until you resume."
            {...form.getInputProps('orderingPaused', { type: 'checkbox' })}
          />
          <Title order={2} size="h4">
            Deliveries
          </Title>
          <NumberInput
            label="Deliveries one rider may hold at once"
            description={`Accepted or on the way; ${RIDER_DELIVERY_CAP_MIN} to ${RIDER_DELIVERY_CAP_MAX}.`}
            min={RIDER_DELIVERY_CAP_MIN}
            max={RIDER_DELIVERY_CAP_MAX}
            allowDecimal={false}
            {...form.getInputProps('riderDeliveryCap')}
          />
          <Title order={2} size="h4">
            Charges
          </Title>
          <NumberInput
            label="Platform fee on every order (₹)"
            description={`0 to ${PLATFORM_FEE_MAX_RUPEES}; GST at 18% is added on the bill.`}
            min={0}
            max={PLATFORM_FEE_MAX_RUPEES}
            decimalScale={2}
            prefix="₹"
            {...form.getInputProps('platformFee')}
          />
          <Title order={2} size="h4">
            Cash on delivery
          </Title>
          <Switch
            size="md"
            label="Offer cash on delivery at checkout"
            description="The order goes to the kitchen unpaid; the rider collects the total at the door."
            {...form.getInputProps('cashOnDelivery.enabled', { type: 'checkbox' })}
          />
          <NumberInput
            label="Cash on delivery for orders up to (₹)"
            description={`Bills above this total must be paid online; ₹${COD_MAX_ORDER_MIN_RUPEES} to ₹${COD_MAX_ORDER_MAX_RUPEES}.`}
            min={COD_MAX_ORDER_MIN_RUPEES}
            max={COD_MAX_ORDER_MAX_RUPEES}
            decimalScale={2}
            prefix="₹"
            {...form.getInputProps('cashOnDelivery.maxOrderAmount')}
          />
          {result && (
            <Alert
              color={result.ok ? 'green' : 'red'}
              role={result.ok ? 'status' : 'alert'}
              title={result.text}
            >
              {null}
            </Alert>
          )}
          <Button type="submit" loading={save.isPending} mih={44}>
            Save settings
          </Button>
          {last.updatedAt && (
            <Text size="sm" c="dimmed">
              Last saved by {last.updatedBy ?? 'an admin'} on{' '}
              {new Date(last.updatedAt).toLocaleString('en-IN')}
            </Text>
          )}
        </Stack>
      </form>
    </Paper>
  );
}

/** /admin/settings: what an operator changes without a deploy (every change audited). */
export default function AdminSettingsPage() {
  const query = useQuery(settingsQuery);
  return (
    <>
      <WorkspacePageHeader title="System Settings" />
      <QueryState query={query} what="settings">
        {(s) => <SettingsForm settings={s} />}
      </QueryState>
    </>
  );
}
