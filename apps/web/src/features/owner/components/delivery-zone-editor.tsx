import {
  DEFAULT_DELIVERY_RADIUS_KM,
  ZONE_EDITOR_MESSAGES as M,
  MAX_ZONE_RADIUS_KM,
  type TDeliveryZone,
  type TLatLng,
} from '@app/shared';
import {
  Alert,
  Box,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Suspense, useState } from 'react';
import { ErrorState } from '../../../components/page-state.tsx';
import { useDeliveryZone, useSaveDeliveryZone } from '../api/delivery-zone.ts';
import { ZoneMap } from './zone-map-lazy.ts';

const ZONE_MAP_HEIGHT_PX = 300;

const cornersOf = (zone: TDeliveryZone | null): TLatLng[] =>
  zone?.kind === 'polygon'
    ? (zone.polygon.coordinates[0] ?? [])
        .slice(0, -1)
        .map(([lng, lat]) => ({ lat: lat as number, lng: lng as number }))
    : [];

/** A drawn area as GeoJSON: the corners in [lng, lat], closed by repeating the first. */
const polygonOf = (corners: TLatLng[]): TDeliveryZone => ({
  kind: 'polygon',
  polygon: { type: 'Polygon', coordinates: [[...corners, corners[0] as TLatLng].map((c) => [c.lng, c.lat])] },
});

function Editor({
  restaurantId,
  restaurant,
  zone,
}: {
  restaurantId: string;
  restaurant: TLatLng;
  zone: TDeliveryZone | null;
}) {
  const [kind, setKind] = useState<'radius' | 'polygon'>(zone?.kind ?? 'radius');
  const [km, setKm] = useState<number | string>(
    zone?.kind === 'radius' ? zone.km : DEFAULT_DELIVERY_RADIUS_KM,
  );
  const [corners, setCorners] = useState<TLatLng[]>(cornersOf(zone));
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useSaveDeliveryZone(restaurantId);
  const next: TDeliveryZone | null =
    kind === 'radius' ? { kind: 'radius', km: Number(km) } : corners.length >= 3 ? polygonOf(corners) : null;
  const onSave = () => {
    if (!next) return;
    save.mutate(next, {
      onSuccess: () => setResult({ ok: true, text: M.saved }),
      onError: (err) => setResult({ ok: false, text: err.message }),
    });
  };
  return (
    <Stack gap="sm">
      <SegmentedControl
        fullWidth
        value={kind}
        onChange={(v) => {
          setKind(v as 'radius' | 'polygon');
          setResult(null);
        }}
        data={[
          { value: 'radius', label: M.radius },
          { value: 'polygon', label: M.polygon },
        ]}
      />
      {kind === 'radius' ? (
        <NumberInput
          label={M.radiusLabel}
          min={1}
          max={MAX_ZONE_RADIUS_KM}
          decimalScale={1}
          value={km}
          onChange={setKm}
        />
      ) : (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            {M.drawHint} {M.corners(corners.length)}.
          </Text>
          <Button variant="default" size="xs" onClick={() => setCorners([])}>
            {M.clear}
          </Button>
        </Group>
      )}
      <Box
        role="region"
        aria-label="Map of the delivery area"
        style={{ isolation: 'isolate', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        bd="1px solid var(--mantine-color-default-border)"
      >
        <Suspense fallback={<Skeleton h={ZONE_MAP_HEIGHT_PX} radius={0} />}>
          <ZoneMap
            heightPx={ZONE_MAP_HEIGHT_PX}
            restaurant={restaurant}
            radiusKm={kind === 'radius' && Number(km) > 0 ? Number(km) : null}
            corners={kind === 'polygon' ? corners : []}
            onAddCorner={kind === 'polygon' ? (c) => setCorners((cs) => [...cs, c]) : null}
          />
        </Suspense>
      </Box>
      {result && (
        <Alert color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'} title={result.text}>
          {null}
        </Alert>
      )}
      <Button onClick={onSave} disabled={!next} loading={save.isPending} mih={44}>
        {M.save}
      </Button>
    </Stack>
  );
}

/** Owner Settings: where the restaurant delivers, a radius or an area drawn on the map. */
export function DeliveryZoneEditor({
  restaurantId,
  restaurant,
}: {
  restaurantId: string;
  restaurant: TLatLng;
}) {
  const query = useDeliveryZone(restaurantId);
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'lg' }}
      radius="md"
      maw={760}
      component="section"
      aria-label={M.title}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {M.title}
        </Title>
        {query.isPending && <Skeleton h={120} radius="md" />}
        {query.isError && <ErrorState message={M.loadFailed} />}
        {query.data && <Editor restaurantId={restaurantId} restaurant={restaurant} zone={query.data.zone} />}
      </Stack>
    </Paper>
  );
}
