import type { TRestaurantStatement } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

const statementPath = (restaurantId: string, week: string, ext = '') =>
  `/owner/statements${ext}?restaurantId=${restaurantId}&week=${week}`;

/** GET /api/owner/statements: one restaurant's settlement week, from the ledger. */
export const statementQuery = (restaurantId: string, week: string) =>
  queryOptions({
    queryKey: keys.owner.statement(restaurantId, week),
    queryFn: ({ signal }) => api.get<TRestaurantStatement>(statementPath(restaurantId, week), signal),
  });

export const useStatement = (restaurantId: string, week: string) =>
  useQuery(statementQuery(restaurantId, week));

/** The same statement as a file (`.csv` or `.pdf`), saved by the browser. */
export const downloadStatement = (restaurantId: string, week: string, ext: '.csv' | '.pdf') =>
  api.download(statementPath(restaurantId, week, ext), `statement-${week}${ext}`);
