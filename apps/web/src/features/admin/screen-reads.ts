import { managementListQuery } from '../../queries/management-list.ts';
import type { ScreenReads } from '../../queries/screen-reads.ts';
import { ADMIN_LIST_PATHS } from './api/admin-keys.ts';
import { dashboardQuery } from './api/get-dashboard.ts';

/**
 * The first reads of the admin's screens, started by their routes' loaders while the screens'
 * code arrives (decision 059): a list's first page, searched for the link's `?q=` as the list
 * itself would.
 */
const firstPageOf =
  (list: keyof typeof ADMIN_LIST_PATHS): ScreenReads =>
  (client, { request }) => {
    const q = new URL(request.url).searchParams.get('q')?.trim() ?? '';
    return client.prefetchQuery(managementListQuery(ADMIN_LIST_PATHS[list], {}, q, 1));
  };

export const dashboardReads: ScreenReads = (client) => client.prefetchQuery(dashboardQuery);

export const restaurantsReads = firstPageOf('restaurants');

export const usersReads = firstPageOf('users');

export const auditLogReads = firstPageOf('auditLog');
