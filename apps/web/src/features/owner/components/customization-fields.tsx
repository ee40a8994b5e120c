import { ActionIcon, Button, Fieldset, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { FoodItemFormValues } from './food-item-form-values.ts';

/**
 * Customisation groups (spec 5): add and remove groups and options, but at least one group stays
 * and each group keeps at least one option. Each option may carry an extra price.
 */
export function CustomizationFields({ form }: { form: UseFormReturnType<FoodItemFormValues> }) {
  const groups = form.values.customizations;
  return (
    <Stack gap="sm">
      {groups.map((group, g) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups have no id; the position is the identity here
        <Fieldset key={g} legend={`Customization ${g + 1}`}>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label="Group name"
              placeholder="e.g. Spice level"
              style={{ flex: 1 }}
              {...form.getInputProps(`customizations.${g}.name`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size={36}
              aria-label={`Remove customization ${g + 1}`}
              disabled={groups.length <= 1}
              onClick={() => form.removeListItem('customizations', g)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
          <Stack gap="xs" mt="xs">
            {group.options.map((_, o) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options have no id; the position is the identity here
              <Group key={o} align="flex-end" wrap="nowrap">
                <TextInput
                  label={`Option ${o + 1}`}
                  style={{ flex: 2 }}
                  {...form.getInputProps(`customizations.${g}.options.${o}`)}
                />
                <NumberInput
                  label="Extra price (₹)"
                  min={0}
                  step={0.01}
                  decimalScale={2}
                  style={{ flex: 1 }}
                  {...form.getInputProps(`customizations.${g}.optionPrices.${o}`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={36}
                  aria-label={`Remove option ${o + 1} of customization ${g + 1}`}
                  disabled={group.options.length <= 1}
                  onClick={() => {
                    form.removeListItem(`customizations.${g}.options`, o);
                    form.removeListItem(`customizations.${g}.optionPrices`, o);
                  }}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              onClick={() => {
                form.insertListItem(`customizations.${g}.options`, '');
                form.insertListItem(`customizations.${g}.optionPrices`, 0);
              }}
              style={{ alignSelf: 'flex-start' }}
            >
              Add option
            </Button>
          </Stack>
        </Fieldset>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => form.insertListItem('customizations', { name: '', options: [''], optionPrices: [0] })}
        style={{ alignSelf: 'flex-start' }}
      >
        Add customization
      </Button>
    </Stack>
  );
}
