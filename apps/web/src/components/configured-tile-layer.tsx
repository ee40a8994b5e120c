import { TileLayer } from 'react-leaflet';
import { useClientConfig } from '../queries/client-config.ts';

/**
 * The map tiles the server was configured with (MAP_TILE_URL, MAP_TILE_ATTRIBUTION), read at run
 * time so an operator picks a provider whose terms allow production use without a rebuild.
 * Nothing is drawn until the configuration is known (it is usually cached by then).
 */
export function ConfiguredTileLayer() {
  const { data } = useClientConfig();
  if (!data) return null;
  return <TileLayer url={data.mapTiles.url} attribution={data.mapTiles.attribution} />;
}
