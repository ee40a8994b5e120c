import type { TRiderStatement } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

/** GET /api/delivery/statements: the rider's own week from the ledger (this week when `week` is ''). */
export const riderStatementQuery = (week: string) =>
  queryOptions({
    queryKey: keys.delivery.statement(week),
    queryFn: ({ signal }) =>
      api.get<TRiderStatement>(week ? `/delivery/statements?week=${week}` : '/delivery/statements', signal),
  });

export const useRiderStatement = (week = '') => useQuery(riderStatementQuery(week));
