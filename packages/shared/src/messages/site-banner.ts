/**
 * The site banner's words, on every customer page (a module of its own: what a module used by the
 * first screen holds ships on `/`, decision 044).
 */
export const SITE_BANNER_MESSAGES = {
  /** The banner's line while ordering is paused. */
  orderingPaused: 'Ordering is paused for maintenance. You can still browse restaurants.',
} as const;
