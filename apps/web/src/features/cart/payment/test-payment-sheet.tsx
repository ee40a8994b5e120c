import { MESSAGES, ORDER_UI_MESSAGES, paiseToRupees, type TOrder } from '@app/shared';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { Money } from '../../../components/money.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { payInTestMode } from '../api/pay-in-test-mode.ts';
import { verifyPayment } from '../api/verify-payment.ts';
import type { PaymentPurpose, PayOutcome } from './pay-outcome.ts';

function failureText(err: unknown): string {
  if (err instanceof ApiError && err.status !== 402 && err.message) return err.message;
  return MESSAGES.paymentFailed;
}

/**
 * Test payment mode's sheet: plainly not a real payment, and the person picks the outcome. Success
 * goes through the same server verification as Razorpay's signed result.
 */
export function TestPaymentSheet({
  orderId,
  amountPaise,
  purpose,
  onDone,
}: {
  orderId: string;
  amountPaise: number;
  purpose: PaymentPurpose;
  onDone: (outcome: PayOutcome) => void;
}) {
  const [busy, setBusy] = useState<'success' | 'failure' | null>(null);

  async function choose(outcome: 'success' | 'failure') {
    setBusy(outcome);
    let result: PayOutcome;
    try {
      const signed = await payInTestMode(orderId, outcome, purpose);
      const order: TOrder = await verifyPayment(orderId, signed, purpose);
      result = { kind: 'paid', order };
    } catch (err) {
      result = { kind: 'failed', message: failureText(err) };
    }
    setBusy(null);
    onDone(result);
  }

  return (
    <Modal
      opened
      onClose={() => busy === null && onDone({ kind: 'dismissed' })}
      title={ORDER_UI_MESSAGES.testPaymentTitle}
      closeButtonProps={{ 'aria-label': 'Close the test payment' }}
      // A double tap on Pay must not close the sheet its first tap opened: only its own close
      // button (or Escape) does.
      closeOnClickOutside={false}
      centered
    >
      <Stack gap="md">
        <Group gap="xs">
          <Badge color="grape" leftSection={<IconFlask size={14} aria-hidden />}>
            Test mode
          </Badge>
        </Group>
        <Text>{ORDER_UI_MESSAGES.testPaymentBody}</Text>
        <Text fw={700} fz="xl">
          Amount: <Money rupees={paiseToRupees(amountPaise)} />
        </Text>
        <Group grow>
          <Button
            color="red"
            variant="light"
            h={44}
            loading={busy === 'failure'}
            disabled={busy === 'success'}
            onClick={() => choose('failure')}
          >
            Fail
          </Button>
          <Button
            color="#237032"
            h={44}
            loading={busy === 'success'}
            disabled={busy === 'failure'}
            onClick={() => choose('success')}
            data-autofocus
          >
            Succeed
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
