import {
  DELIVERY_NOTE_MAX,
  DELIVERY_NOTE_MESSAGES,
  DELIVERY_PLACE_MESSAGES,
  ORDER_UI_MESSAGES,
  SCHEDULE_MESSAGES,
  type TAddress,
  type TDeliveryInfo,
  ZDeliveryInfo,
} from '@app/shared';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FormEvent, Suspense, useState } from 'react';
import { PinMap } from '../../../components/pin-map-lazy.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDeliveryLocation } from '../../../state/delivery-location.ts';
import { type TSessionUser, useRefreshSession } from '../../../state/session.ts';
import { useOrderSlots } from '../api/order-slots.ts';
import { saveAddressToProfile } from '../api/save-address.ts';
import { WhenChoice } from './when-choice.tsx';

const DEFAULT_STATE = 'Tamil Nadu';
/** The pin map on this step (Leaflet loads with it, when this step shows it). */
const PIN_MAP_HEIGHT = 200;

const FIELDS: {
  name: keyof TDeliveryInfo;
  label: string;
  autoComplete: string;
  inputMode?: 'tel' | 'numeric';
}[] = [
  { name: 'name', label: 'Full name', autoComplete: 'name' },
  { name: 'address', label: 'Address', autoComplete: 'street-address' },
  { name: 'city', label: 'City', autoComplete: 'address-level2' },
  { name: 'state', label: 'State', autoComplete: 'address-level1' },
  { name: 'zip', label: 'PIN code', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'phone', label: 'Phone', autoComplete: 'tel', inputMode: 'tel' },
];

type Errors = Partial<Record<keyof TDeliveryInfo, string>>;

/** The profile's name and phone with its first saved address: most orders need no typing. */
export function initialDelivery(user: TSessionUser): TDeliveryInfo {
  const first = user.addresses[0];
  return {
    name: user.name,
    address: first?.street ?? '',
    city: first?.city ?? '',
    state: DEFAULT_STATE,
    zip: first?.pincode ?? '',
    phone: user.phone,
  };
}

function matchingAddress(addresses: TAddress[], info: TDeliveryInfo): number {
  return addresses.findIndex(
    (a) =>
      a.street.trim() === info.address.trim() &&
      a.city.trim() === info.city.trim() &&
      a.pincode.trim() === info.zip.trim(),
  );
}

function SavedAddresses({
  addresses,
  selected,
  onPick,
}: {
  addresses: TAddress[];
  selected: number;
  onPick: (address: TAddress) => void;
}) {
  if (addresses.length === 0) return null;
  return (
    <Radio.Group
      label="Saved addresses"
      value={selected >= 0 ? String(selected) : ''}
      onChange={(v) => {
        const address = addresses[Number(v)];
        if (address) onPick(address);
      }}
    >
      <Stack gap="xs" mt="xs">
        {addresses.map((a, i) => (
          <Radio.Card key={`${a.label}-${a.street}`} value={String(i)} p="sm" radius="md" withBorder>
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600}>{a.label}</Text>
                <Text size="sm">{a.street}</Text>
                <Text size="sm" c="dimmed">
                  {a.city} {a.pincode}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** Checkout's second step: pick a saved address, edit any field, optionally keep it in the profile. */
export function DeliveryStep({
  user,
  restaurantId,
  initial,
  initialScheduledFor,
  onBack,
  onContinue,
}: {
  user: TSessionUser;
  restaurantId: string;
  initial: TDeliveryInfo;
  /** A scheduled order's half hour chosen before (decision 053); null: as soon as possible. */
  initialScheduledFor: string | null;
  onBack: () => void;
  onContinue: (info: TDeliveryInfo, scheduledFor: string | null) => void;
}) {
  const [scheduledFor, setScheduledFor] = useState(initialScheduledFor);
  const [whenError, setWhenError] = useState<string | null>(null);
  const slots = useOrderSlots(restaurantId).data;
  const refreshSession = useRefreshSession();
  const location = useDeliveryLocation();
  // The address carries a pin (decision 041): the Deliver-to place's when it has none yet.
  const [info, setInfo] = useState<TDeliveryInfo>(() =>
    initial.lat === undefined && location ? { ...initial, lat: location.lat, lng: location.lng } : initial,
  );
  const pin = info.lat !== undefined && info.lng !== undefined ? { lat: info.lat, lng: info.lng } : null;
  const [errors, setErrors] = useState<Errors>({});
  const [saveToProfile, setSaveToProfile] = useState(false);
  const [saveLabel, setSaveLabel] = useState('Other');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const selected = matchingAddress(user.addresses, info);

  const set = (field: keyof TDeliveryInfo, value: string) => {
    setInfo((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => ({ ...prev, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // Closed now: the order can only be for later, and needs its half hour.
    if (slots && !slots.asapAvailable && scheduledFor === null) {
      setWhenError(
        slots.slots.some((x) => x.left > 0) ? SCHEDULE_MESSAGES.slotLabel : SCHEDULE_MESSAGES.noSlots,
      );
      return;
    }
    const parsed = ZDeliveryInfo.safeParse(info);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = FIELDS.find((f) => f.name === issue.path[0]);
        if (field && !next[field.name]) next[field.name] = `${field.label} ${issue.message}`;
      }
      setErrors(next);
      return;
    }
    if (saveToProfile && selected < 0) {
      setSaving(true);
      setSaveError(null);
      try {
        const { address, city, zip } = parsed.data;
        await saveAddressToProfile(user, {
          label: saveLabel.trim() || 'Other',
          street: address,
          city,
          pincode: zip,
        });
        await refreshSession();
      } catch (err) {
        setSaveError(
          `${ORDER_UI_MESSAGES.addressSaveFailed} ${err instanceof ApiError ? err.message : ''}`.trim(),
        );
        return;
      } finally {
        setSaving(false);
      }
    }
    onContinue(parsed.data, scheduledFor);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Delivery details">
      <Stack gap="md">
        <WhenChoice
          restaurantId={restaurantId}
          value={scheduledFor}
          onChange={(next) => {
            setScheduledFor(next);
            setWhenError(null);
          }}
          error={whenError}
        />
        <SavedAddresses
          addresses={user.addresses}
          selected={selected}
          onPick={(a) => {
            setInfo((prev) => ({ ...prev, address: a.street, city: a.city, zip: a.pincode }));
            setErrors({});
          }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {FIELDS.map((f) => (
            <TextInput
              key={f.name}
              label={f.label}
              name={f.name}
              required
              autoComplete={f.autoComplete}
              inputMode={f.inputMode}
              value={info[f.name]}
              error={errors[f.name]}
              onChange={(e) => set(f.name, e.currentTarget.value)}
              size="md"
            />
          ))}
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {DELIVERY_PLACE_MESSAGES.checkoutPinLabel}
          </Text>
          <Text size="xs" c="dimmed">
            {DELIVERY_PLACE_MESSAGES.checkoutPinHint}
          </Text>
          <Suspense fallback={<div style={{ height: PIN_MAP_HEIGHT }} />}>
            <PinMap
              pin={pin}
              height={PIN_MAP_HEIGHT}
              onPick={(p) => setInfo((prev) => ({ ...prev, lat: p.lat, lng: p.lng }))}
            />
          </Suspense>
        </Stack>
        <Stack gap={6}>
          <Textarea
            label={DELIVERY_NOTE_MESSAGES.label}
            description={DELIVERY_NOTE_MESSAGES.hint}
            name="note"
            value={info.note ?? ''}
            onChange={(e) => set('note', e.currentTarget.value)}
            maxLength={DELIVERY_NOTE_MAX}
            autosize
            minRows={1}
            size="md"
          />
          <Group gap={6}>
            {DELIVERY_NOTE_MESSAGES.choices.map((choice) => (
              <Button
                key={choice}
                variant="light"
                size="compact-sm"
                radius="xl"
                onClick={() => set('note', info.note?.trim() ? `${info.note.trim()}. ${choice}` : choice)}
              >
                {choice}
              </Button>
            ))}
          </Group>
        </Stack>
        {selected < 0 && (
          <Stack gap="xs">
            <Checkbox
              label={ORDER_UI_MESSAGES.saveAddress}
              checked={saveToProfile}
              onChange={(e) => setSaveToProfile(e.currentTarget.checked)}
              size="md"
            />
            {saveToProfile && (
              <TextInput
                label="Name this address"
                description="For example Home or Work"
                value={saveLabel}
                onChange={(e) => setSaveLabel(e.currentTarget.value)}
                maxLength={50}
                size="md"
              />
            )}
          </Stack>
        )}
        {saveError && (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
            {saveError}
          </Alert>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Button variant="default" h={44} onClick={onBack}>
            Back
          </Button>
          <Button type="submit" h={44} flex={{ base: 1, sm: 'initial' }} loading={saving}>
            Continue to payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
