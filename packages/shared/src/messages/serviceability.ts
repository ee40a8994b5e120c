/** Serviceability and delivery zones (decision 041): what a customer, an owner and an admin read. */
export const SERVICEABILITY_MESSAGES = {
  /** POST /api/orders with a pinned address outside the restaurant's zone. */
  outsideZone: 'This restaurant does not deliver to this address.',
  outsideRadius: (km: number) => `This restaurant delivers within ${km} km, and this place is farther.`,
  outsidePolygon: 'This place is outside the area this restaurant delivers to.',
  restaurantClosed: 'This restaurant is not taking orders right now.',
  zoneForbidden: 'Only this restaurant’s owner or an admin can change its delivery zone.',
} as const;

/** The owner's and admin's zone editor (decision 041). */
export const ZONE_EDITOR_MESSAGES = {
  title: 'Where you deliver',
  radius: 'By distance',
  polygon: 'Drawn on the map',
  radiusLabel: 'Delivery radius (km)',
  drawHint: 'Tap the map to add the corners of your area, at least three.',
  clear: 'Start again',
  save: 'Save delivery area',
  saved: 'Delivery area saved. Customers outside it no longer see this restaurant.',
  corners: (n: number) => `${n} ${n === 1 ? 'corner' : 'corners'}`,
  loadFailed: 'Could not load where this restaurant delivers.',
} as const;
