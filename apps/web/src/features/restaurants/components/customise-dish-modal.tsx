import type { TFoodItem } from '@app/shared';
import { formatRupees } from '@app/shared';
import { Button, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Money } from '../../../components/money.tsx';
import { priceWithOptions, type TCartOption } from '../../../state/cart-lines.ts';

function optionLabel(option: string, price: number) {
  return price > 0 ? `${option} (+${formatRupees(price)})` : option;
}

/** One choice per customisation group (the first preselected); the price follows the choices. */
export default function CustomiseDishModal({
  item,
  opened,
  onClose,
  onAdd,
}: {
  item: TFoodItem | null;
  opened: boolean;
  onClose: () => void;
  onAdd: (item: TFoodItem, options: TCartOption[]) => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={item ? `Customise ${item.name}` : ''} centered>
      {item && <CustomiseForm key={item._id} item={item} onAdd={(options) => onAdd(item, options)} />}
    </Modal>
  );
}

function CustomiseForm({ item, onAdd }: { item: TFoodItem; onAdd: (options: TCartOption[]) => void }) {
  const [choices, setChoices] = useState<Record<string, string>>(() =>
    Object.fromEntries(item.customizations.map((c) => [c.name, c.options[0] ?? ''])),
  );
  const options: TCartOption[] = item.customizations
    .filter((c) => choices[c.name])
    .map((c) => ({ group: c.name, option: choices[c.name] ?? '' }));
  const unitPrice = priceWithOptions(item, options);

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onAdd(options);
      }}
    >
      <Stack gap="lg">
        {item.customizations.map((c) => (
          <Radio.Group
            key={c.name}
            label={c.name}
            value={choices[c.name] ?? ''}
            onChange={(v) => setChoices((prev) => ({ ...prev, [c.name]: v }))}
          >
            <Stack gap="xs" mt="xs">
              {c.options.map((o, i) => (
                <Radio key={o} value={o} label={optionLabel(o, c.optionPrices[i] ?? 0)} size="md" />
              ))}
            </Stack>
          </Radio.Group>
        ))}
        <Text aria-live="polite">
          Price: <Money rupees={unitPrice} />
        </Text>
        <Button type="submit" size="md" mih={44} fullWidth>
          Add to cart · {formatRupees(unitPrice)}
        </Button>
      </Stack>
    </form>
  );
}
