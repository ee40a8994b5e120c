// Leaflet and its CSS live only in this lazily loaded chunk (as on the about-restaurant page).
import 'leaflet/dist/leaflet.css';
import type { TLatLng } from '@app/shared';
import { latLngBounds } from 'leaflet';
import { useEffect, useRef } from 'react';
import { CircleMarker, MapContainer, Tooltip, useMap } from 'react-leaflet';
import { ConfiguredTileLayer } from '../../../components/configured-tile-layer.tsx';

export const DELIVERY_MAP_HEIGHT_PX = 260;

type Props = { pickup: TLatLng | null; drop: TLatLng | null; rider: TLatLng | null; riderName: string };

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

/** The customer's tracking map: restaurant, drop and the rider's latest position (moves live). */
export default function DeliveryMap({ pickup, drop, rider, riderName }: Props) {
  const points = [pickup, drop, rider].filter((p): p is TLatLng => p !== null);
  const centre = points[0] ?? { lat: 13.05, lng: 80.23 };
  return (
    <MapContainer
      center={[centre.lat, centre.lng]}
      zoom={13}
      scrollWheelZoom={false}
      style={{ height: DELIVERY_MAP_HEIGHT_PX, width: '100%' }}
    >
      <ConfiguredTileLayer />
      <FitOnce points={points} />
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
          <Tooltip permanent direction="top">
            You
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
          <Tooltip permanent direction="bottom">
            {riderName}
          </Tooltip>
        </CircleMarker>
      )}
    </MapContainer>
  );
}
