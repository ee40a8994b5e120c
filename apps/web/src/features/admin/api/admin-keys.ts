import { keys } from '../../../queries/keys.ts';

/** The admin lists' API paths; their query keys come from the shared list (keys.managementList). */
export const ADMIN_LIST_PATHS = {
  restaurants: '/admin/restaurants',
  users: '/admin/users',
  auditLog: '/admin/audit-log',
} as const;

export const adminListKey = (list: keyof typeof ADMIN_LIST_PATHS) =>
  keys.managementList.of(ADMIN_LIST_PATHS[list]);
