import type { ScreenReads } from '../../queries/screen-reads.ts';
import { myOrdersQuery } from './api/get-my-orders.ts';

/** My orders' page of the link (`?page=`), started by its route's loader while its code arrives (decision 059). */
export const ordersReads: ScreenReads = (client, { request }) => {
  const page = Math.max(1, Math.floor(Number(new URL(request.url).searchParams.get('page'))) || 1);
  return client.prefetchQuery(myOrdersQuery(page));
};
