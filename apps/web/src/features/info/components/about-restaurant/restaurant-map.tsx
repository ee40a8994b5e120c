// Leaflet and its CSS live only in this lazily loaded chunk: no other route downloads them.
import 'leaflet/dist/leaflet.css';
import { Icon } from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, Popup, useMapEvents } from 'react-leaflet';
import { ConfiguredTileLayer } from '../../../../components/configured-tile-layer.tsx';
import { MAP_HEIGHT_PX, MAP_ZOOM } from '../../content/about-restaurant.ts';

// Leaflet finds its default marker images by a CSS path a bundler breaks; hand it the bundled files.
const markerIconSet = new Icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

function OpenExternalOnClick({ href }: { href: string }) {
  useMapEvents({ click: () => window.open(href, '_blank', 'noopener,noreferrer') });
  return null;
}

type RestaurantMapProps = { lat: number; lng: number; label: string; address: string; externalHref: string };

/** The spec's sample map: fixed centre, zoom 15, 300 px; a click opens the full map in a new tab. */
export default function RestaurantMap({ lat, lng, label, address, externalHref }: RestaurantMapProps) {
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      // The popup appears at once: fading in, its words are faint for a moment (and fail contrast).
      fadeAnimation={false}
      style={{ height: MAP_HEIGHT_PX, width: '100%', cursor: 'pointer' }}
    >
      <ConfiguredTileLayer />
      <Marker
        position={[lat, lng]}
        icon={markerIconSet}
        alt={label}
        eventHandlers={{ add: (e) => e.target.openPopup() }}
      >
        <Popup autoPan={false} maxWidth={220}>
          <strong>{label}</strong>
          <br />
          {address}
        </Popup>
      </Marker>
      <OpenExternalOnClick href={externalHref} />
    </MapContainer>
  );
}
