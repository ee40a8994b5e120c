import type { TDeliveryZone, TLatLng, TServiceQuote } from '@app/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/**
 * What other modules may ask of serviceability (decision 041), as an interface: app.ts hands
 * serviceability's implementation (`serviceability-offer.ts`) to the lists (catalogue, search) and
 * to orders (`OrderDeps.serviceability`).
 */
export type DeliverableFilter = {
  /** A condition on `restaurants` for the list's WHERE. */
  where: SQL;
  /** How many restaurants deliver there. */
  size: number;
  /** The quote of a restaurant the condition kept. */
  quote(row: { id: string }): TServiceQuote | undefined;
};

export type Serviceability = {
  /** The restaurants that deliver to `point`, as a condition the lists AND into their query. */
  deliverableFilter(db: Db, point: TLatLng): Promise<DeliverableFilter>;
  /**
   * An order's delivery to a point: its fee (paise) and time window; with `mustDeliver` (a pinned
   * address) a 400 when the restaurant does not deliver there.
   */
  quoteForAddress(
    db: Db,
    restaurant: TLatLng & { id: string; zone: TDeliveryZone | null; prepMinutes: number | null } & {
      busyMinutes?: number;
      busyUntil?: Date | null;
    },
    point: TLatLng,
    mustDeliver?: boolean,
  ): Promise<{ deliveryFeePaise: number; etaMinutes: { min: number; max: number } }>;
};
