import { managementListKey } from '../../../components/workspace/management-list.tsx';

/** The admin lists' API paths; their query keys come from the shared list (managementListKey). */
export const ADMIN_LIST_PATHS = {
  restaurants: '/admin/restaurants',
  users: '/admin/users',
  auditLog: '/admin/audit-log',
} as const;

export const adminListKey = (list: keyof typeof ADMIN_LIST_PATHS) =>
  managementListKey(ADMIN_LIST_PATHS[list]);
