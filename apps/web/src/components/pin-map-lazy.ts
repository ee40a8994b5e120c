import { lazyPage } from '../lib/lazy-page.ts';

/**
 * The map where a tap drops a pin (Leaflet), in a chunk of its own: the delivery address, and the
 * restaurant's place in Settings, whose loader fetches it with the screen's first reads.
 */
export const PinMap = lazyPage(() => import('./pin-map.tsx'));
