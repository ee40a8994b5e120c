import { ADMIN_RANGE_MAX_DAYS } from '../contracts/admin-figures.ts';
import { SITE_BANNER_MESSAGES } from './site-banner.ts';

/** Business Analytics, Sales Reports and System Settings words (decision 020). */
export const ADMIN_FIGURES_MESSAGES = {
  rangeBadDate: 'Enter real dates like 2026-11-23.',
  rangeOrder: 'The start date must be on or before the end date.',
  rangeTooLong: `A date range can cover at most ${ADMIN_RANGE_MAX_DAYS} days.`,
  settingsSaved: 'Settings saved.',
  /** The server's refusal of an order or a payment while ordering is paused, and the cart's notice. */
  orderingPaused: 'Ordering is paused for maintenance. Please try again a little later.',
  /** The banner's line while ordering is paused. */
  orderingPausedBanner: SITE_BANNER_MESSAGES.orderingPaused,
  noSales: 'No paid orders in this range.',
} as const;
