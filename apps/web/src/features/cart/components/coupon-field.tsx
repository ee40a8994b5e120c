import { formatRupees, type TCouponOffer } from '@app/shared';
import { Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconDiscount } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './coupon-field.module.css';

/**
 * The payment step's coupon: a code typed and applied, or one picked from the coupons that could
 * apply here; each that does not apply says why ("Add ₹80.00 more to use WELCOME50.").
 */
export function CouponField({
  applied,
  error,
  offers,
  onApply,
  onRemove,
  disabled,
}: {
  applied: string | null;
  /** Why the server refused the code last applied, in its words. */
  error: string | null;
  offers: TCouponOffer[];
  onApply: (code: string) => void;
  onRemove: () => void;
  disabled: boolean;
}) {
  const [code, setCode] = useState('');
  return (
    <Stack gap={6} role="group" aria-labelledby="coupon-title">
      <Text fw={600} id="coupon-title">
        Coupon
      </Text>
      {applied ? (
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconDiscount size={18} aria-hidden />
            <Text size="sm" role="status">
              {applied} applied
            </Text>
          </Group>
          <Button variant="subtle" h={44} onClick={onRemove} disabled={disabled}>
            Remove
          </Button>
        </Group>
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (code.trim()) onApply(code.trim().toUpperCase());
          }}
        >
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              flex={1}
              label="Coupon code"
              placeholder="WELCOME50"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={error}
              disabled={disabled}
              autoCapitalize="characters"
            />
            <Button type="submit" h={36} mt={25} variant="light" disabled={disabled || !code.trim()}>
              Apply
            </Button>
          </Group>
        </form>
      )}
      {!applied && offers.length > 0 && (
        <Stack gap={6} aria-label="Coupons for this order">
          {offers.map((o) => (
            <Paper key={o.code} withBorder p="xs" radius="md">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                {/* The words wrap; the Apply button keeps its width (it was squeezed to "App" at 390 px). */}
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Badge variant="light">{o.code}</Badge>
                  <Text size="sm">{o.summary}</Text>
                  <Text
                    size="sm"
                    c={o.applicable ? undefined : 'dimmed'}
                    className={o.applicable ? classes.saving : undefined}
                  >
                    {o.applicable ? `You save ${formatRupees(o.discount)}` : o.reason}
                  </Text>
                </div>
                {o.applicable && (
                  <Button
                    variant="light"
                    h={44}
                    style={{ flex: 'none' }}
                    onClick={() => onApply(o.code)}
                    disabled={disabled}
                    aria-label={`Apply ${o.code}`}
                  >
                    Apply
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
