/**
 * Filled badge colours whose white text passes WCAG AA in both colour schemes (decision 008):
 * Mantine's own green.9 is just under 4.5:1, hence the deeper green.
 */
export const BADGE_SHADES = {
  yellow: 'yellow.4',
  teal: 'teal.9',
  green: '#237032',
  gray: 'gray.7',
  red: 'red.9',
} as const;
