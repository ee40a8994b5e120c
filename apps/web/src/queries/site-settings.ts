import type { TPublicSiteSettings } from '@app/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { keys } from './keys.ts';

/**
 * What an admin set in System Settings for every visitor: the support contact, the announcement
 * banner, whether ordering is paused. Read again every minute and on returning to the tab.
 */
export const publicSettingsQuery = queryOptions({
  queryKey: keys.siteSettings,
  queryFn: ({ signal }) => api.get<TPublicSiteSettings>('/site-settings', signal),
  staleTime: 30_000,
  refetchInterval: 60_000,
});

export const usePublicSettings = () => useQuery(publicSettingsQuery);
