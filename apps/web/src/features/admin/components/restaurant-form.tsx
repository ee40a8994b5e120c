import {
  AREAS,
  DEFAULT_COMMISSION_BPS,
  DELIVERY_FEE_RUPEES,
  type TAddRestaurantInput,
  type TAdminRestaurant,
  ZAddRestaurantInput,
  ZRestaurantUpdate,
} from '@app/shared';
import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  PasswordInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { OwnerPicker } from './owner-picker.tsx';

/** Spec 5: the Add Restaurant cuisines. */
export const FORM_CUISINES = ['Indian', 'Chinese', 'Italian', 'Mexican', 'Thai', 'French'] as const;

export type RestaurantFormValues = {
  name: string;
  description: string;
  cuisine: string[];
  address: string;
  area: string;
  lat: number | string;
  lng: number | string;
  images: string[];
  openHours: string;
  minOrderAmount: number | string;
  deliveryFee: number | string;
  gstin: string;
  fssaiLicence: string;
  razorpayAccountId: string;
  /** The platform's commission, in per cent of the item total (the API speaks basis points). */
  commissionPercent: number | string;
  ownerMode: 'new' | 'existing';
  username: string;
  password: string;
  ownerId: string;
};

export const EMPTY_RESTAURANT: RestaurantFormValues = {
  name: '',
  description: '',
  cuisine: [],
  address: '',
  area: '',
  lat: '',
  lng: '',
  images: [],
  openHours: '',
  minOrderAmount: '',
  deliveryFee: '',
  gstin: '',
  fssaiLicence: '',
  razorpayAccountId: '',
  commissionPercent: DEFAULT_COMMISSION_BPS / 100,
  ownerMode: 'new',
  username: '',
  password: '',
  ownerId: '',
};

export function valuesOf(r: TAdminRestaurant): RestaurantFormValues {
  return {
    ...EMPTY_RESTAURANT,
    name: r.name,
    description: r.description,
    cuisine: r.cuisine,
    address: r.address,
    area: r.area,
    lat: r.location.lat,
    lng: r.location.lng,
    images: r.images,
    openHours: r.openHours,
    minOrderAmount: r.minOrderAmount,
    deliveryFee: r.deliveryFee,
    gstin: r.gstin ?? '',
    fssaiLicence: r.fssaiLicence ?? '',
    razorpayAccountId: r.razorpayAccountId ?? '',
    commissionPercent: r.commissionBps / 100,
  };
}

const num = (v: number | string, fallback: number) => (v === '' ? fallback : Number(v));

/** The spec's payload (section 3, "Restaurant (submitted)"), trimmed, rating 0, blank images dropped. */
export function toPayload(v: RestaurantFormValues, withOwner: boolean): TAddRestaurantInput {
  const base = {
    name: v.name.trim(),
    description: v.description.trim(),
    cuisine: v.cuisine,
    address: v.address.trim(),
    area: v.area as TAddRestaurantInput['area'],
    location: { lat: num(v.lat, 0), lng: num(v.lng, 0) },
    images: v.images.map((s) => s.trim()).filter(Boolean),
    openHours: v.openHours.trim(),
    minOrderAmount: num(v.minOrderAmount, 0),
    deliveryFee: num(v.deliveryFee, DELIVERY_FEE_RUPEES),
    gstin: v.gstin.trim(),
    fssaiLicence: v.fssaiLicence.trim(),
    razorpayAccountId: v.razorpayAccountId.trim(),
    // Per cent to basis points: 12.5% is 1250 (a conversion of the admin's figure, not a share).
    commissionBps: Math.round(num(v.commissionPercent, DEFAULT_COMMISSION_BPS / 100) * 100),
    rating: 0,
  };
  if (!withOwner) return base;
  return v.ownerMode === 'existing'
    ? { ...base, ownerId: v.ownerId || undefined }
    : { ...base, ownerCredentials: { username: v.username.trim(), password: v.password } };
}

/** Where a contract path's message shows in the form. */
const FIELD_OF: Record<string, keyof RestaurantFormValues> = {
  'location.lat': 'lat',
  commissionBps: 'commissionPercent',
  'location.lng': 'lng',
  'ownerCredentials.username': 'username',
  'ownerCredentials.password': 'password',
  ownerCredentials: 'username',
};

/** The contract path's field in the form: a nested path shows under its top field. */
const fieldOf = (path: string) => FIELD_OF[path] ?? (path.split('.')[0] || 'name');

type Props = {
  initialValues?: RestaurantFormValues;
  /** Add Restaurant asks for the owner; Edit does not. */
  withOwner: boolean;
  submitLabel: string;
  busy: boolean;
  onSubmit: (payload: TAddRestaurantInput, reset: () => void) => void;
};

/** Add Restaurant's form (spec 5), also the Edit form of View Restaurants. One column, the spec's labels. */
export function RestaurantForm({
  initialValues = EMPTY_RESTAURANT,
  withOwner,
  submitLabel,
  busy,
  onSubmit,
}: Props) {
  const form = useSchemaForm(
    withOwner ? ZAddRestaurantInput : ZRestaurantUpdate,
    (values: RestaurantFormValues) => toPayload(values, withOwner),
    {
      initialValues,
      fieldOf,
      extraErrors: (values): Record<string, string> =>
        withOwner && values.ownerMode === 'existing' && !values.ownerId ? { ownerId: 'Pick an owner' } : {},
    },
  );
  const [imageDraft, setImageDraft] = useState('');
  const cuisineOptions = [...new Set([...FORM_CUISINES, ...form.values.cuisine])];

  const addImage = () => {
    const url = imageDraft.trim();
    if (url) form.insertListItem('images', url);
    setImageDraft('');
  };

  return (
    <form
      noValidate
      onSubmit={form.submit((payload) => onSubmit(payload as TAddRestaurantInput, () => form.reset()))}
    >
      <Stack gap="sm" maw={640}>
        <TextInput label="Restaurant name" withAsterisk {...form.getInputProps('name')} />
        <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
        <MultiSelect label="Cuisines" data={cuisineOptions} clearable {...form.getInputProps('cuisine')} />
        <TextInput label="Address" withAsterisk {...form.getInputProps('address')} />
        <Select label="Area" data={[...AREAS]} clearable {...form.getInputProps('area')} />
        <Group grow>
          <NumberInput label="Latitude" decimalScale={6} {...form.getInputProps('lat')} />
          <NumberInput label="Longitude" decimalScale={6} {...form.getInputProps('lng')} />
        </Group>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label="Image URL"
            placeholder="https://…"
            value={imageDraft}
            onChange={(e) => setImageDraft(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addImage();
              }
            }}
            error={form.errors.images}
            style={{ flex: 1 }}
          />
          <Button
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={addImage}
            mih={36}
          >
            Add image
          </Button>
        </Group>
        {form.values.images.map((url, i) => (
          <Group key={url} gap="xs" wrap="nowrap">
            <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
              {url}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove image ${i + 1}`}
              onClick={() => form.removeListItem('images', i)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        <TextInput
          label="Opening hours"
          placeholder="10:00 AM - 11:00 PM"
          {...form.getInputProps('openHours')}
        />
        <Group grow>
          <NumberInput
            label="Minimum order (₹)"
            min={0}
            decimalScale={2}
            {...form.getInputProps('minOrderAmount')}
          />
          <NumberInput
            label="Delivery fee (₹)"
            min={0}
            decimalScale={2}
            {...form.getInputProps('deliveryFee')}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label="GSTIN"
            description="15 characters; printed on its invoices."
            maxLength={15}
            autoCapitalize="characters"
            {...form.getInputProps('gstin')}
          />
          <TextInput
            label="FSSAI licence number"
            description="14 digits."
            maxLength={14}
            inputMode="numeric"
            {...form.getInputProps('fssaiLicence')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <NumberInput
            label="Commission (%)"
            description="The platform's share of the item total on each order."
            min={0}
            max={100}
            decimalScale={2}
            suffix="%"
            {...form.getInputProps('commissionPercent')}
          />
          <TextInput
            label="Razorpay linked account"
            description="Where its share of each paid order is sent (acc_…). Empty: shares wait."
            maxLength={18}
            autoComplete="off"
            {...form.getInputProps('razorpayAccountId')}
          />
        </SimpleGrid>

        {withOwner && (
          <Stack gap="sm" mt="sm">
            <Text fw={700} component="h2" fz="lg" m={0}>
              Owner
            </Text>
            <SegmentedControl
              aria-label="Owner account"
              data={[
                { value: 'new', label: 'New owner account' },
                { value: 'existing', label: 'Existing owner' },
              ]}
              {...form.getInputProps('ownerMode')}
            />
            {form.values.ownerMode === 'new' ? (
              <>
                <TextInput
                  label="Owner username"
                  withAsterisk
                  autoComplete="off"
                  description="3 to 30 letters, digits, dots or underscores; the owner signs in with it"
                  {...form.getInputProps('username')}
                />
                <PasswordInput
                  label="Owner password"
                  withAsterisk
                  autoComplete="new-password"
                  {...form.getInputProps('password')}
                />
              </>
            ) : (
              <OwnerPicker {...form.getInputProps('ownerId')} />
            )}
          </Stack>
        )}
        <Group mt="md">
          <Button type="submit" loading={busy} mih={44}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
