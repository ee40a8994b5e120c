import type { TAdminDashboard } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const dashboardQuery = queryOptions({
  queryKey: ['admin', 'dashboard'],
  queryFn: ({ signal }) => api.get<TAdminDashboard>('/admin/dashboard', signal),
  staleTime: 15_000,
});

export const useDashboard = () => useQuery(dashboardQuery);
