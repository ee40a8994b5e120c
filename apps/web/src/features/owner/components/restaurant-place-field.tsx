import { SETTINGS_MESSAGES as M, type TLatLng } from '@app/shared';
import {
  Button,
  Collapse,
  Group,
  Input,
  NumberInput,
  type NumberInputProps,
  Stack,
  Text,
} from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { PinMap } from '../../../components/pin-map-lazy.ts';

const MAP_HEIGHT_PX = 240;
/** Six decimal places: about 10 cm, as the numbers are entered by hand. */
const toSixPlaces = (x: number) => Math.round(x * 1e6) / 1e6;

type Props = {
  /** The form's latitude and longitude inputs (value, onChange, error). */
  latitude: NumberInputProps;
  longitude: NumberInputProps;
  /** Where the restaurant is saved: the pin elsewhere is a change still to save. */
  saved: TLatLng;
  onPick: (place: TLatLng) => void;
};

const pinOf = (lat: unknown, lng: unknown): TLatLng | null =>
  lat === '' || lng === '' || !Number.isFinite(Number(lat)) || !Number.isFinite(Number(lng))
    ? null
    : { lat: Number(lat), lng: Number(lng) };

/**
 * The restaurant's place as a pin on a map: a tap moves it. The latitude and longitude are there
 * for whoever needs them (a keyboard, a position copied from elsewhere) behind one button, and
 * open by themselves when one of them is wrong.
 */
export function RestaurantPlaceField({ latitude, longitude, saved, onPick }: Props) {
  const [numbersOpen, setNumbersOpen] = useState(false);
  const showNumbers = numbersOpen || Boolean(latitude.error || longitude.error);
  const pin = pinOf(latitude.value, longitude.value);
  const moved = pin !== null && (pin.lat !== saved.lat || pin.lng !== saved.lng);
  const pick = (place: TLatLng) => onPick({ lat: toSixPlaces(place.lat), lng: toSixPlaces(place.lng) });
  return (
    <Input.Wrapper
      label={M.placeLabel}
      description={M.placeHint}
      labelElement="div"
      labelProps={{ id: 'restaurant-place-label' }}
      role="group"
      aria-labelledby="restaurant-place-label"
    >
      <Stack gap={6} mt={6}>
        <Suspense fallback={<div style={{ height: MAP_HEIGHT_PX }} />}>
          <PinMap pin={pin} onPick={pick} height={MAP_HEIGHT_PX} />
        </Suspense>
        {moved && (
          <Text size="sm" role="status">
            {M.placeMoved}
          </Text>
        )}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            mih={44}
            aria-expanded={showNumbers}
            rightSection={
              <IconChevronDown
                size={16}
                aria-hidden
                style={{ transform: showNumbers ? 'rotate(180deg)' : undefined }}
              />
            }
            onClick={() => setNumbersOpen((open) => !open)}
          >
            {M.placeAsNumbers}
          </Button>
        </Group>
        <Collapse expanded={showNumbers}>
          <Group grow align="flex-start">
            <NumberInput label="Latitude" decimalScale={6} {...latitude} />
            <NumberInput label="Longitude" decimalScale={6} {...longitude} />
          </Group>
        </Collapse>
      </Stack>
    </Input.Wrapper>
  );
}
