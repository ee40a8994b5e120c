import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import { PinMap } from '../../components/pin-map-lazy.ts';
import type { ScreenReads } from '../../queries/screen-reads.ts';
import { selectedRestaurantId } from '../../queries/selected-restaurant.ts';
import { deliveryZoneQuery } from './api/delivery-zone.ts';
import { analyticsQuery, dashboardQuery, helpDeskQuery } from './api/insights.ts';
import { ownerRestaurantQuery } from './api/owner-restaurants.ts';
import { ZoneMap } from './components/zone-map-lazy.ts';

/**
 * The first reads of the owner's screens, started by their routes' loaders while the screens'
 * code arrives (decision 059). Most read the restaurant the owner looks at, once the list of
 * theirs (read by the workspace's loader) says which it is. Not the live board: a read made before
 * its stream is open could miss an order that changed in between (decision 059).
 */
const ofSelectedRestaurant =
  // biome-ignore lint/suspicious/noExplicitAny: each read has its own data type.
    (reads: (restaurantId: string) => FetchQueryOptions<any, any, any, any>[]): ScreenReads =>
    async (client: QueryClient) => {
      const id = await selectedRestaurantId(client);
      if (id) await Promise.all(reads(id).map((read) => client.prefetchQuery(read)));
    };

export const dashboardReads = ofSelectedRestaurant((id) => [ownerRestaurantQuery(id), dashboardQuery(id)]);

const settingsData = ofSelectedRestaurant((id) => [ownerRestaurantQuery(id), deliveryZoneQuery(id)]);

/** Settings' data, and its maps' code: the maps come with the form, not a blank after it. */
export const settingsReads: ScreenReads = (client, route) =>
  Promise.all([ZoneMap.preload(), PinMap.preload(), settingsData(client, route)]);

export const analyticsReads = ofSelectedRestaurant((id) => [analyticsQuery(id)]);

export const helpDeskReads: ScreenReads = (client) => client.prefetchQuery(helpDeskQuery);
