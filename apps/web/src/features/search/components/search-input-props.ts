/** What the plain box and the suggesting box share, so swapping one for the other does not move a pixel. */
export const SEARCH_INPUT_PROPS = {
  'aria-label': 'Search dishes, restaurants or areas',
  placeholder: 'Try "veg under 250"',
  size: 'lg',
  radius: 'xl',
  autoComplete: 'off',
  enterKeyHint: 'search',
} as const;
