import {
  KITCHEN_MESSAGES,
  OWNER_MESSAGES,
  PACKAGING_CHARGE_MAX_RUPEES,
  type TRestaurant,
  type TRestaurantSettingsInput,
  ZRestaurantSettingsInput,
} from '@app/shared';
import {
  Alert,
  Button,
  NumberInput,
  Paper,
  Stack,
  Switch,
  TagsInput,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { OpeningHoursEditor } from '../../../components/opening-hours-editor.tsx';
import { QueryState } from '../../../components/workspace/query-state.tsx';
import { WorkspacePageHeader } from '../../../components/workspace/workspace-shell.tsx';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useSaveOpeningHours } from '../api/opening-hours.ts';
import { useOwnerRestaurant, useSaveRestaurantSettings } from '../api/owner-restaurants.ts';
import { DeliveryZoneEditor } from '../components/delivery-zone-editor.tsx';
import { KitchenSettings } from '../components/kitchen-settings.tsx';
import { NeedsRestaurant } from '../components/needs-restaurant.tsx';
import { RestaurantPicturesField } from '../components/restaurant-pictures-field.tsx';
import { RestaurantPlaceField } from '../components/restaurant-place-field.tsx';

type Values = Omit<TRestaurantSettingsInput, 'location'> & { lat: number | string; lng: number | string };

const valuesOf = (r: TRestaurant): Values => ({
  name: r.name,
  description: r.description,
  cuisine: r.cuisine,
  address: r.address,
  lat: r.location.lat,
  lng: r.location.lng,
  images: r.images,
  openHours: r.openHours,
  minOrderAmount: r.minOrderAmount,
  packagingCharge: r.packagingCharge,
  deliveryTime: r.deliveryTime,
  isPaused: r.isPaused,
});

const payloadOf = ({ lat, lng, ...v }: Values): TRestaurantSettingsInput => ({
  ...v,
  location: { lat: Number(lat), lng: Number(lng) },
});

function SettingsForm({ restaurant }: { restaurant: TRestaurant }) {
  const save = useSaveRestaurantSettings(restaurant._id);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useSchemaForm(ZRestaurantSettingsInput, payloadOf, {
    initialValues: valuesOf(restaurant),
    fieldOf: { 'location.lat': 'lat', 'location.lng': 'lng' },
  });
  const submit = form.submit((payload) =>
    save.mutate(payload, {
      onSuccess: () => setResult({ ok: true, text: OWNER_MESSAGES.restaurantSaved }),
      onError: (err) => setResult({ ok: false, text: err.message }),
    }),
  );
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" maw={760}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Switch
            size="md"
            label={form.values.isPaused ? OWNER_MESSAGES.paused : OWNER_MESSAGES.takingOrders}
            checked={!form.values.isPaused}
            onChange={(e) => form.setFieldValue('isPaused', !e.currentTarget.checked)}
          />
          <TextInput label="Name" withAsterisk {...form.getInputProps('name')} />
          <Textarea label="Description" autosize minRows={2} {...form.getInputProps('description')} />
          <TagsInput label="Cuisines" {...form.getInputProps('cuisine')} />
          <TextInput label="Address" withAsterisk {...form.getInputProps('address')} />
          <RestaurantPlaceField
            latitude={form.getInputProps('lat')}
            longitude={form.getInputProps('lng')}
            saved={restaurant.location}
            onPick={(place) => form.setValues({ lat: place.lat, lng: place.lng })}
          />
          <RestaurantPicturesField
            name={restaurant.name}
            value={form.values.images}
            onChange={(pictures) => form.setFieldValue('images', pictures)}
            error={form.errors.images}
          />
          <TextInput
            label="Opening hours (as customers read them)"
            description="Free text shown on your page. The hours that open and close ordering are set below."
            {...form.getInputProps('openHours')}
          />
          <NumberInput
            label="Minimum order (₹)"
            min={0}
            decimalScale={2}
            {...form.getInputProps('minOrderAmount')}
          />
          <NumberInput
            label="Packaging charge per order (₹)"
            description={`Boxes and bags, on every bill; GST at 5% is added. At most ₹${PACKAGING_CHARGE_MAX_RUPEES}.`}
            min={0}
            max={PACKAGING_CHARGE_MAX_RUPEES}
            decimalScale={2}
            {...form.getInputProps('packagingCharge')}
          />
          <NumberInput
            label="Delivery time (minutes)"
            min={5}
            max={180}
            {...form.getInputProps('deliveryTime')}
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
            Save
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}

function OpeningHours({ restaurant }: { restaurant: TRestaurant }) {
  const save = useSaveOpeningHours(restaurant._id);
  return (
    <OpeningHoursEditor hours={restaurant.openingHours} onSave={save.mutateAsync} saving={save.isPending} />
  );
}

function Loaded({ restaurantId }: { restaurantId: string }) {
  const query = useOwnerRestaurant(restaurantId);
  return (
    <QueryState query={query} what="restaurant">
      {(r) => (
        <Stack gap="lg">
          {r.kitchen?.autoPauseNote && (
            <Alert
              color="orange"
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
              role="status"
              title={r.kitchen.autoPauseNote}
              maw={760}
            >
              {KITCHEN_MESSAGES.autoPausedResume}
            </Alert>
          )}
          <SettingsForm key={r._id} restaurant={r} />
          {r.kitchen && <KitchenSettings key={`kitchen-${r._id}`} restaurantId={r._id} kitchen={r.kitchen} />}
          <OpeningHours key={`hours-${r._id}`} restaurant={r} />
          <DeliveryZoneEditor restaurantId={r._id} restaurant={r.location} />
        </Stack>
      )}
    </QueryState>
  );
}

/** /restaurant/view and /restaurant-settings: the owner's own details, and open / paused. */
export default function RestaurantSettingsPage({ title }: { title: string }) {
  return (
    <>
      <WorkspacePageHeader title={title} />
      <NeedsRestaurant>{(id) => <Loaded restaurantId={id} />}</NeedsRestaurant>
    </>
  );
}
