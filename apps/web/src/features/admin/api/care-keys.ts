import { keys } from '../../../queries/keys.ts';

/** Customer Feedback and Help Desk lists' API paths; their query keys come from the shared list. */
export const CARE_LIST_PATHS = {
  reviews: '/admin/reviews',
  tickets: '/admin/tickets',
} as const;

export const careListKey = (list: keyof typeof CARE_LIST_PATHS) =>
  keys.managementList.of(CARE_LIST_PATHS[list]);

/** The notification badge's counts and one help-desk thread. */
export const careKeys = {
  attention: keys.admin.attention,
  ticket: keys.admin.ticket,
};
