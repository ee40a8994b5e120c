import type { TAdminDashboard } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';

export const dashboardQuery = queryOptions({
  queryKey: keys.admin.dashboard,
  queryFn: ({ signal }) => api.get<TAdminDashboard>('/admin/dashboard', signal),
  staleTime: 15_000,
});

export const useDashboard = () => useQuery(dashboardQuery);
