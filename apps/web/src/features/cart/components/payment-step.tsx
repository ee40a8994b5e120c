import {
  COD_MESSAGES,
  formatRupees,
  ORDER_UI_MESSAGES,
  type TDeliveryInfo,
  type TPaymentMethod,
} from '@app/shared';
import { Alert, Anchor, Badge, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCash, IconFlask, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ScheduledLine } from '../../../components/scheduled-line.tsx';
import { TipChoice } from '../../../components/tip-choice.tsx';
import { useClientConfig } from '../../../queries/client-config.ts';
import type { Checkout } from '../payment/use-checkout.tsx';

function DeliveryRecap({
  info,
  scheduledFor,
  onEdit,
}: {
  info: TDeliveryInfo;
  scheduledFor: string | null;
  onEdit: () => void;
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <ScheduledLine scheduledFor={scheduledFor} />
          <Text fw={600}>Deliver to {info.name}</Text>
          <Text size="sm">{info.address}</Text>
          <Text size="sm">
            {info.city}, {info.state} {info.zip}
          </Text>
          <Text size="sm" c="dimmed">
            Phone {info.phone}
          </Text>
        </div>
        <Anchor
          component="button"
          type="button"
          onClick={onEdit}
          aria-label="Change delivery details"
          py={10}
        >
          Change
        </Anchor>
      </Group>
    </Paper>
  );
}

function PaymentMethod() {
  const mode = useClientConfig();
  if (mode.data?.payments === 'test') {
    return (
      <Group gap="xs" wrap="nowrap">
        <Badge color="grape" leftSection={<IconFlask size={14} aria-hidden />} style={{ flex: 'none' }}>
          Test mode
        </Badge>
        <Text size="sm">{ORDER_UI_MESSAGES.testPaymentTitle}</Text>
      </Group>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <IconLock size={18} aria-hidden style={{ flex: 'none' }} />
      <Text size="sm">{ORDER_UI_MESSAGES.razorpayNote}</Text>
    </Group>
  );
}

/** Whether cash on delivery is offered at all, and for this bill (with the reason when not). */
export type CodChoice = { offered: boolean; available: boolean; reason: string | null };

/** "Pay online" or "Cash on delivery" (decision 049), shown only while the admin offers COD. */
function PaymentMethodChoice({
  method,
  onMethod,
  cod,
  disabled,
}: {
  method: TPaymentMethod;
  onMethod: (method: TPaymentMethod) => void;
  cod: CodChoice;
  disabled: boolean;
}) {
  return (
    <Radio.Group
      label="How would you like to pay?"
      value={method}
      onChange={(value) => onMethod(value === 'cod' ? 'cod' : 'online')}
    >
      <Stack gap="xs" mt="xs">
        <Radio value="online" label={COD_MESSAGES.payOnline} disabled={disabled} />
        <Radio
          value="cod"
          label={COD_MESSAGES.cashOnDelivery}
          disabled={disabled || !cod.available}
          description={cod.available ? undefined : cod.reason}
        />
      </Stack>
    </Radio.Group>
  );
}

/** Checkout's last step: where it goes, how it is paid, and the one Pay button. */
export function PaymentStep({
  info,
  scheduledFor = null,
  total,
  tip,
  onTip,
  coupon,
  quoteError,
  checkout,
  onBack,
  onPay,
  paused = false,
  paymentMethod = 'online',
  onPaymentMethod = () => {},
  cod = { offered: false, available: false, reason: null },
}: {
  info: TDeliveryInfo;
  /** A scheduled order's half hour (decision 053); null: as soon as possible. */
  scheduledFor?: string | null;
  total: number;
  tip: number;
  onTip: (tip: number) => void;
  /** The coupon field and the coupons that could apply. */
  coupon?: ReactNode;
  /** The server refused to price this body (out of the zone, a dish sold out): in its words. */
  quoteError: string | null;
  checkout: Checkout;
  onBack: () => void;
  onPay: () => void;
  /** Ordering is paused for maintenance (System Settings): the cart says so, Pay waits. */
  paused?: boolean;
  paymentMethod?: TPaymentMethod;
  onPaymentMethod?: (method: TPaymentMethod) => void;
  cod?: CodChoice;
}) {
  const busy = checkout.phase !== 'idle';
  const cashOnDelivery = paymentMethod === 'cod';
  return (
    <Stack gap="md">
      <DeliveryRecap info={info} scheduledFor={scheduledFor} onEdit={onBack} />
      {coupon}
      <TipChoice tip={tip} onTip={onTip} disabled={busy} />
      {cod.offered && (
        <PaymentMethodChoice method={paymentMethod} onMethod={onPaymentMethod} cod={cod} disabled={busy} />
      )}
      {!cashOnDelivery && <PaymentMethod />}
      {quoteError && !checkout.error && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {quoteError}
        </Alert>
      )}
      {checkout.error && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
          {checkout.error}
        </Alert>
      )}
      {checkout.notice && (
        <Text role="status" c="dimmed">
          {checkout.notice}
        </Text>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" h={44} onClick={onBack} disabled={busy}>
          Back
        </Button>
        <Button
          h={44}
          flex={{ base: 1, sm: 'initial' }}
          onClick={onPay}
          loading={busy}
          disabled={paused}
          leftSection={
            cashOnDelivery ? <IconCash size={18} aria-hidden /> : <IconLock size={18} aria-hidden />
          }
        >
          {cashOnDelivery ? COD_MESSAGES.placeCodOrder(total) : `Pay ${formatRupees(total)}`}
        </Button>
      </Group>
    </Stack>
  );
}
