// Leaflet and its CSS live only in this lazily loaded chunk.
import 'leaflet/dist/leaflet.css';
import type { TLatLng } from '@app/shared';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, useMap, useMapEvents } from 'react-leaflet';
import { ConfiguredTileLayer } from './configured-tile-layer.tsx';

/** The middle of Chennai, where a map with no pin yet opens. */
export const CHENNAI_CENTRE: TLatLng = { lat: 13.05, lng: 80.23 };

function OnTap({ onPick }: { onPick: (p: TLatLng) => void }) {
  useMapEvents({ click: (e) => onPick({ lat: e.latlng.lat, lng: e.latlng.lng }) });
  return null;
}

/** Keeps the pin in view when it is set from outside (a locality, the device's position). */
function Follow({ pin }: { pin: TLatLng | null }) {
  const map = useMap();
  useEffect(() => {
    if (pin) map.panTo([pin.lat, pin.lng]);
  }, [map, pin]);
  return null;
}

/** A map where a tap drops (or moves) the delivery pin. */
export default function PinMap({
  pin,
  onPick,
  height = 220,
}: {
  pin: TLatLng | null;
  onPick: (p: TLatLng) => void;
  height?: number;
}) {
  const centre = pin ?? CHENNAI_CENTRE;
  return (
    <MapContainer
      center={[centre.lat, centre.lng]}
      zoom={pin ? 14 : 11}
      scrollWheelZoom={false}
      style={{ height, width: '100%', borderRadius: 8 }}
    >
      <ConfiguredTileLayer />
      <OnTap onPick={onPick} />
      <Follow pin={pin} />
      {pin && (
        <CircleMarker
          center={[pin.lat, pin.lng]}
          radius={10}
          pathOptions={{ color: '#c2410c', fillOpacity: 0.9 }}
        />
      )}
    </MapContainer>
  );
}
