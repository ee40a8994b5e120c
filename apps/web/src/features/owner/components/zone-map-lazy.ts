import { lazyPage } from '../../../lib/lazy-page.ts';

/**
 * The delivery area's map (Leaflet), in a chunk of its own. Settings' loader fetches it with the
 * screen's first reads, so the map is drawn with the form instead of after it (decision 059).
 */
export const ZoneMap = lazyPage(() => import('./zone-map.tsx'));
