// Leaflet and its CSS live only in this lazily loaded chunk (as on the about-restaurant page).
import 'leaflet/dist/leaflet.css';
import type { TLatLng } from '@app/shared';
import { Box } from '@mantine/core';
import { latLngBounds } from 'leaflet';
import { useEffect, useRef } from 'react';
import { CircleMarker, MapContainer, Polyline, Tooltip, useMap } from 'react-leaflet';
import { ConfiguredTileLayer } from './configured-tile-layer.tsx';

export const DELIVERY_MAP_HEIGHT_PX = 260;

type Props = {
  /** The map's name for a screen reader: whose trip, between which places. */
  label: string;
  pickup: TLatLng | null;
  drop: TLatLng | null;
  rider: TLatLng | null;
  /** The rider's label: their first name for the customer, 'You' for the rider. */
  riderName: string;
  /** The drop's label: 'You' for the customer, the customer's name for the rider. */
  dropName?: string;
  /** Whether the food is on its way: the line then runs to the door only, else by the restaurant first. */
  pickedUp?: boolean;
  height?: number;
};

/** Frames the three points once, then lets the rider move without the map jumping. */
function FitOnce({ points }: { points: TLatLng[] }) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || points.length === 0) return;
    done.current = true;
    map.fitBounds(latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [30, 30], maxZoom: 15 });
  }, [map, points]);
  return null;
}

/**
 * A delivery's map in its frame (a named region with a rounded border), the customer's (tracking) and the rider's (the delivery in hand): restaurant,
 * drop and the rider's latest position (moves live), the way still to go as a dashed line (as the
 * crow flies: from the rider, or the restaurant, by the restaurant while the food is not picked up,
 * to the door). The labels sit on different sides (restaurant above, the drop to the left, the rider
 * to the right) so that a rider near either never covers its label.
 */
export default function DeliveryMap({
  label,
  pickup,
  drop,
  rider,
  riderName,
  dropName = 'You',
  pickedUp = true,
  height = DELIVERY_MAP_HEIGHT_PX,
}: Props) {
  const points = [pickup, drop, rider].filter((p): p is TLatLng => p !== null);
  const centre = points[0] ?? { lat: 13.05, lng: 80.23 };
  const way = (pickedUp ? [rider ?? pickup, drop] : [rider, pickup, drop]).filter(
    (p): p is TLatLng => p !== null,
  );
  return (
    <Box
      role="region"
      aria-label={label}
      style={{ isolation: 'isolate', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      bd="1px solid var(--mantine-color-default-border)"
    >
      <MapContainer
        center={[centre.lat, centre.lng]}
        zoom={13}
        scrollWheelZoom={false}
        style={{ height, width: '100%' }}
      >
        <ConfiguredTileLayer />
        <FitOnce points={points} />
        {drop && way.length > 1 && (
          <Polyline
            positions={way.map((p) => [p.lat, p.lng] as [number, number])}
            pathOptions={{ color: '#1d4ed8', weight: 3, dashArray: '6 8', opacity: 0.8 }}
          />
        )}
        {pickup && (
          <CircleMarker
            center={[pickup.lat, pickup.lng]}
            radius={9}
            pathOptions={{ color: '#c2410c', fillOpacity: 0.9 }}
          >
            <Tooltip permanent direction="top">
              Restaurant
            </Tooltip>
          </CircleMarker>
        )}
        {drop && (
          <CircleMarker
            center={[drop.lat, drop.lng]}
            radius={9}
            pathOptions={{ color: '#15803d', fillOpacity: 0.9 }}
          >
            <Tooltip permanent direction="left" offset={[-8, 0]}>
              {dropName}
            </Tooltip>
          </CircleMarker>
        )}
        {rider && (
          <CircleMarker
            center={[rider.lat, rider.lng]}
            radius={11}
            pathOptions={{ color: '#1d4ed8', fillOpacity: 1 }}
            className="courier-marker"
          >
            <Tooltip permanent direction="right" offset={[10, 0]}>
              {riderName}
            </Tooltip>
          </CircleMarker>
        )}
      </MapContainer>
    </Box>
  );
}
