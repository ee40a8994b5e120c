import { DELIVERY_PLACE_MESSAGES as M, type TLatLng } from '@app/shared';
import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useLocalities } from '../queries/localities.ts';
import { setDeliveryLocation, useDeliveryLocation } from '../state/delivery-location.ts';
import { PinMap } from './pin-map-lazy.ts';

const MAP_HEIGHT = 220;

/** The sheet: a locality (searchable), the device's position, or a pin dropped on the map. */
function SheetBody({ onDone }: { onDone: () => void }) {
  const location = useDeliveryLocation();
  const localities = useLocalities();
  const [pin, setPin] = useState<TLatLng | null>(location ? { lat: location.lat, lng: location.lng } : null);
  const [locating, setLocating] = useState(false);
  const [geoError, setGeoError] = useState<string | null>(null);
  const options = (localities.data ?? []).map((l) => ({
    value: `${l.name}|${l.pincode}`,
    label: `${l.name} · ${l.pincode}`,
  }));

  const pickLocality = (value: string | null) => {
    const found = (localities.data ?? []).find((l) => `${l.name}|${l.pincode}` === value);
    if (!found) return;
    setDeliveryLocation({ label: found.name, lat: found.lat, lng: found.lng });
    onDone();
  };

  const useMyLocation = () => {
    if (!('geolocation' in navigator)) {
      setGeoError(M.geolocationUnsupported);
      return;
    }
    setLocating(true);
    setGeoError(null);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        setDeliveryLocation({ label: M.myLocation, lat: pos.coords.latitude, lng: pos.coords.longitude });
        onDone();
      },
      () => {
        setLocating(false);
        setGeoError(M.geolocationFailed);
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  return (
    <Stack gap="md">
      <Select
        label={M.localityLabel}
        data={options}
        searchable
        nothingFoundMessage="No such locality"
        onChange={pickLocality}
        comboboxProps={{ withinPortal: true }}
        size="md"
        data-autofocus
      />
      <Button
        variant="light"
        mih={44}
        leftSection={<IconCurrentLocation size={18} aria-hidden />}
        loading={locating}
        onClick={useMyLocation}
      >
        {M.useMyLocation}
      </Button>
      {geoError && (
        <Alert color="red" role="alert">
          {geoError}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {M.dropPin}
      </Text>
      <Suspense fallback={<div style={{ height: MAP_HEIGHT }} />}>
        <PinMap pin={pin} onPick={setPin} height={MAP_HEIGHT} />
      </Suspense>
      <Group justify="space-between">
        {location ? (
          <Button
            variant="subtle"
            mih={44}
            onClick={() => {
              setDeliveryLocation(null);
              onDone();
            }}
          >
            {M.clearLocation}
          </Button>
        ) : (
          <span />
        )}
        <Button
          mih={44}
          disabled={pin === null}
          onClick={() => {
            if (!pin) return;
            setDeliveryLocation({ label: M.pinnedPlace, lat: pin.lat, lng: pin.lng });
            onDone();
          }}
        >
          {M.usePin}
        </Button>
      </Group>
    </Stack>
  );
}

/** The sheet in its modal, loaded (and drawn) only once asked for. */
export default function DeliverToSheet({ onDone }: { onDone: () => void }) {
  return (
    <Modal opened onClose={onDone} title={M.sheetTitle} size="lg">
      <SheetBody onDone={onDone} />
    </Modal>
  );
}
