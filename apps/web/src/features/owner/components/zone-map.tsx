// Leaflet and its CSS live only in this lazily loaded chunk.
import 'leaflet/dist/leaflet.css';
import type { TLatLng } from '@app/shared';
import { Circle, CircleMarker, MapContainer, Polygon, useMapEvents } from 'react-leaflet';
import { ConfiguredTileLayer } from '../../../components/configured-tile-layer.tsx';

type Props = {
  heightPx: number;
  restaurant: TLatLng;
  radiusKm: number | null;
  corners: TLatLng[];
  onAddCorner: ((corner: TLatLng) => void) | null;
};

function Clicks({ onAdd }: { onAdd: (corner: TLatLng) => void }) {
  useMapEvents({ click: (e) => onAdd({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/** The restaurant, and its zone: a circle of the radius, or the corners tapped so far as an area. */
export default function ZoneMap({ heightPx, restaurant, radiusKm, corners, onAddCorner }: Props) {
  return (
    <MapContainer
      center={[restaurant.lat, restaurant.lng]}
      zoom={11}
      scrollWheelZoom={false}
      style={{ height: heightPx, width: '100%' }}
    >
      <ConfiguredTileLayer />
      <CircleMarker
        center={[restaurant.lat, restaurant.lng]}
        radius={8}
        pathOptions={{ color: '#c2410c', fillOpacity: 0.9 }}
      />
      {radiusKm !== null && (
        <Circle
          center={[restaurant.lat, restaurant.lng]}
          radius={radiusKm * 1000}
          pathOptions={{ color: '#15803d' }}
        />
      )}
      {corners.length >= 2 && (
        <Polygon positions={corners.map((c) => [c.lat, c.lng])} pathOptions={{ color: '#15803d' }} />
      )}
      {corners.map((c) => (
        <CircleMarker
          key={`${c.lat},${c.lng}`}
          center={[c.lat, c.lng]}
          radius={5}
          pathOptions={{ color: '#15803d' }}
        />
      ))}
      {onAddCorner && <Clicks onAdd={onAddCorner} />}
    </MapContainer>
  );
}
