import { MAX_TIP_RUPEES, TIP_CHOICES_RUPEES } from '@app/shared';
import { Chip, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';

const NONE = '0';
const OTHER = 'other';

/**
 * A tip for the rider, all of it theirs: none, a quick amount, or another up to `max` (₹500, less
 * what was tipped already). `noTip`: whether "No tip" is offered (not when tipping is the point).
 */
export function TipChoice({
  tip,
  onTip,
  disabled,
  max = MAX_TIP_RUPEES,
  noTip = true,
}: {
  tip: number;
  onTip: (tip: number) => void;
  disabled: boolean;
  max?: number;
  noTip?: boolean;
}) {
  const quick = TIP_CHOICES_RUPEES.filter((amount) => amount <= max).map(String);
  const [other, setOther] = useState(tip > 0 && !quick.includes(String(tip)));
  const value = other ? OTHER : String(tip);
  return (
    <Stack gap={6} role="group" aria-labelledby="tip-title">
      <Text fw={600} id="tip-title">
        Tip your rider
      </Text>
      <Text size="sm" c="dimmed">
        Every rupee goes to the person who brings your food.
      </Text>
      <Chip.Group
        value={value}
        onChange={(next) => {
          const chosen = String(next);
          setOther(chosen === OTHER);
          if (chosen !== OTHER) onTip(Number(chosen));
        }}
      >
        <Group gap="xs">
          {noTip && (
            <Chip value={NONE} disabled={disabled}>
              No tip
            </Chip>
          )}
          {quick.map((amount) => (
            <Chip key={amount} value={amount} disabled={disabled}>
              ₹{amount}
            </Chip>
          ))}
          <Chip value={OTHER} disabled={disabled}>
            Other
          </Chip>
        </Group>
      </Chip.Group>
      {other && (
        <NumberInput
          label="Tip amount (₹)"
          description={`Up to ₹${max}.`}
          min={0}
          max={max}
          clampBehavior="strict"
          decimalScale={2}
          prefix="₹"
          maw={200}
          disabled={disabled}
          value={tip || ''}
          onChange={(v) => onTip(typeof v === 'number' ? v : 0)}
        />
      )}
    </Stack>
  );
}
