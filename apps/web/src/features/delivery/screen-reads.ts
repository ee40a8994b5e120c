import type { ScreenReads } from '../../queries/screen-reads.ts';
import { currentDeliveriesQuery, historyQuery } from './api/deliveries.ts';
import { dutyQuery } from './api/duty.ts';

/** The rider's screen's first reads, started by its route's loader while its code arrives (decision 059). */
export const deliveryReads: ScreenReads = (client) =>
  Promise.all([
    client.prefetchQuery(dutyQuery()),
    client.prefetchQuery(currentDeliveriesQuery()),
    client.prefetchQuery(historyQuery()),
  ]);
