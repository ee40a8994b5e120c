import {
  formatRupees,
  MAX_TIP_RUPEES,
  paiseToRupees,
  rupeesToPaise,
  TIP_CHOICES_RUPEES,
  type TOrder,
} from '@app/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useState } from 'react';
import { TipChoice } from '../../../components/tip-choice.tsx';
import type { CardMessage, PayNowSlot } from '../order-types.ts';

const TAP = 44;

/**
 * A tip for the rider after delivery: a sheet with the quick amounts (up to ₹500 less the
 * checkout's tip), then the tip's own payment through the checkout's sheet (`payNow` with `tip`).
 * Once given, a thank-you in its place.
 */
export function TipAfterDelivery({
  order,
  payNow,
  onMessage,
}: {
  order: TOrder;
  payNow: PayNowSlot;
  onMessage: (message: CardMessage | null) => void;
}) {
  // What is left of ₹500 after the checkout's tip, worked out in paise (money.ts).
  const room = paiseToRupees(rupeesToPaise(MAX_TIP_RUPEES) - rupeesToPaise(order.bill.tip));
  const [choosing, setChoosing] = useState(false);
  const [tip, setTip] = useState<number>(TIP_CHOICES_RUPEES.find((t) => t <= room) ?? 0);
  const [paying, setPaying] = useState(false);

  if ((order.tipAfterDelivery ?? 0) > 0) {
    return (
      <Text size="sm" c="dimmed">
        You tipped {formatRupees(order.tipAfterDelivery ?? 0)} after delivery. Thank you!
      </Text>
    );
  }
  if (!order.deliveryPartnerId || room < 1) return null;
  return (
    <>
      <Button
        variant="light"
        color="grape"
        h={TAP}
        leftSection={<IconHeartHandshake size={18} aria-hidden />}
        onClick={() => {
          onMessage(null);
          setChoosing(true);
        }}
      >
        Tip your rider
      </Button>
      <Modal
        opened={choosing}
        onClose={() => !paying && setChoosing(false)}
        title="Thank your rider"
        centered
      >
        <Stack gap="md">
          <TipChoice tip={tip} onTip={setTip} disabled={paying} max={room} noTip={false} />
          <Group justify="flex-end">
            <Button h={TAP} loading={paying} disabled={tip < 1 || tip > room} onClick={() => setPaying(true)}>
              Pay {formatRupees(tip)}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {paying &&
        payNow({
          order,
          tip,
          onDone: (error, paid) => {
            setPaying(false);
            if (paid) {
              setChoosing(false);
              onMessage({ kind: 'success', text: `Thank you! All ${formatRupees(tip)} goes to your rider.` });
            } else if (error) onMessage({ kind: 'error', text: error });
          },
        })}
    </>
  );
}
