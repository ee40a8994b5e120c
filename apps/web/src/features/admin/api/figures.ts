import type { TAdminAnalytics, TPublicSiteSettings, TSiteSettings, TSiteSettingsInput } from '@app/shared';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { keys } from '../../../queries/keys.ts';
import { publicSettingsQuery } from '../../../queries/site-settings.ts';

export const analyticsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: keys.admin.analytics(from, to),
    queryFn: ({ signal }) => api.get<TAdminAnalytics>(`/admin/analytics?from=${from}&to=${to}`, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const salesReportPath = (from: string, to: string) => `/admin/reports/sales?from=${from}&to=${to}`;

export const settingsQuery = queryOptions({
  queryKey: keys.admin.settings,
  queryFn: ({ signal }) => api.get<TSiteSettings>('/admin/settings', signal),
});

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TSiteSettingsInput) => api.send<TSiteSettings>('PUT', '/admin/settings', body),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      queryClient.setQueryData<TPublicSiteSettings>(publicSettingsQuery.queryKey, {
        supportPhone: saved.supportPhone,
        supportEmail: saved.supportEmail,
        banner: saved.bannerEnabled && saved.bannerText ? saved.bannerText : null,
        orderingPaused: saved.orderingPaused,
        platformFee: saved.platformFee,
        cashOnDelivery: saved.cashOnDelivery,
        deliveryFeeSlabs: saved.deliveryFeeSlabs,
      });
    },
  });
}
