import { FOOD_CATEGORIES, OWNER_MESSAGES, ZFoodItemInput } from '@app/shared';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  Loader,
  NumberInput,
  Paper,
  Select,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../components/page-state.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { ApiError, NETWORK_ERROR_CODE } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { foodItemQuery, useAddFoodItem, useEditFoodItem } from '../api/food-items.ts';
import { CustomizationFields } from '../components/customization-fields.tsx';
import {
  emptyFoodItem,
  type FoodItemFormValues,
  payloadOf,
  valuesOfFoodItem,
} from '../components/food-item-form-values.ts';
import { ImageField } from '../components/image-field.tsx';
import { useSelectedRestaurant } from '../state/selected-restaurant.ts';

type Result = { ok: boolean; text: string };

/** Spec 8: the server's error text, 'Submission failed' when it gave none, 'Server error' when the network failed. */
function failureText(err: unknown): string {
  if (err instanceof ApiError)
    return err.code === NETWORK_ERROR_CODE
      ? OWNER_MESSAGES.serverError
      : err.message || OWNER_MESSAGES.submissionFailed;
  return OWNER_MESSAGES.submissionFailed;
}

function FoodItemForm({ initial, editId }: { initial: FoodItemFormValues; editId?: string }) {
  const { restaurants } = useSelectedRestaurant();
  const add = useAddFoodItem();
  const edit = useEditFoodItem(editId ?? '');
  const navigate = useNavigate();
  const [result, setResult] = useState<Result | null>(null);
  // Bumped after a successful add: the fields are drawn afresh (a Select keeps the label it showed).
  const [round, setRound] = useState(0);
  const form = useSchemaForm(ZFoodItemInput, payloadOf, {
    initialValues: initial,
    // A message about the last submission goes once the person changes anything.
    onValuesChange: () => setResult((r) => (r ? null : r)),
  });

  const submit = form.submit(
    async (payload, values) => {
      setResult(null);
      try {
        if (editId) {
          await edit.mutateAsync(payload);
          navigate('/food-items');
          return;
        }
        await add.mutateAsync(payload);
        const fresh = emptyFoodItem(values.restaurantId);
        form.setInitialValues(fresh);
        form.setValues(fresh);
        form.clearErrors();
        form.resetTouched();
        setRound((n) => n + 1);
        setResult({ ok: true, text: OWNER_MESSAGES.foodItemAdded });
      } catch (err) {
        setResult({ ok: false, text: failureText(err) });
      }
    },
    // Refused by the form's own checks: the last submission's message is no longer about this one.
    () => setResult(null),
  );

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md" key={round}>
          <Select
            label="Restaurant"
            withAsterisk
            data={restaurants.map((r) => ({ value: r._id, label: r.name }))}
            {...form.getInputProps('restaurantId')}
            onChange={(v) => form.setFieldValue('restaurantId', v ?? '')}
          />
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <Select
            label="Category"
            withAsterisk
            placeholder="Choose a category"
            data={[...FOOD_CATEGORIES]}
            {...form.getInputProps('category')}
            onChange={(v) => form.setFieldValue('category', v ?? '')}
          />
          <Textarea label="Description" autosize minRows={3} {...form.getInputProps('description')} />
          <NumberInput
            label="Price (₹)"
            withAsterisk
            min={0.01}
            step={0.01}
            decimalScale={2}
            {...form.getInputProps('price')}
          />
          <ImageField
            value={form.values.imageUrl}
            onChange={(url) => form.setFieldValue('imageUrl', url)}
            error={form.errors.imageUrl}
          />
          <Checkbox label="Available" {...form.getInputProps('isAvailable', { type: 'checkbox' })} />
          <Checkbox label="Vegetarian" {...form.getInputProps('isVegetarian', { type: 'checkbox' })} />
          <CustomizationFields form={form} />
          {result && (
            <Alert
              color={result.ok ? 'green' : 'red'}
              role={result.ok ? 'status' : 'alert'}
              title={result.text}
            >
              {null}
            </Alert>
          )}
          <Button type="submit" loading={add.isPending || edit.isPending} mih={44}>
            {editId ? 'Save changes' : 'Add Food Item'}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

/** /add-food-item: the spec's form (sections 3, 5 and 8). */
export default function AddFoodItemPage() {
  const { restaurantId, isPending } = useSelectedRestaurant();
  const [initial, setInitial] = useState<FoodItemFormValues | null>(null);
  useEffect(() => {
    if (!isPending && initial === null) setInitial(emptyFoodItem(restaurantId ?? ''));
  }, [isPending, restaurantId, initial]);
  return (
    <>
      <WorkspacePageHeader title="Add Food Item" />
      {initial ? <FoodItemForm initial={initial} /> : <Loader color="orange" aria-label="Loading form" />}
    </>
  );
}

/** /food-items/:id/edit: the same form, filled with the dish. */
export function EditFoodItemPage() {
  const { id = '' } = useParams();
  const item = useQuery(foodItemQuery(id));
  return (
    <>
      <WorkspacePageHeader title="Edit Food Item" />
      {item.isPending ? (
        <Center py="xl">
          <Loader color="orange" aria-label="Loading dish" />
        </Center>
      ) : item.isError ? (
        <ErrorState message={item.error.message} />
      ) : (
        <FoodItemForm initial={valuesOfFoodItem(item.data)} editId={id} />
      )}
    </>
  );
}
