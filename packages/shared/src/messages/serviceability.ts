/** Serviceability and delivery zones (decision 041): what a customer, an owner and an admin read. */
export const SERVICEABILITY_MESSAGES = {
  /** POST /api/orders with a pinned address outside the restaurant's zone. */
  outsideZone: 'This restaurant does not deliver to this address.',
  outsideRadius: (km: number) => `This restaurant delivers within ${km} km, and this place is farther.`,
  outsidePolygon: 'This place is outside the area this restaurant delivers to.',
  restaurantClosed: 'This restaurant is not taking orders right now.',
  zoneForbidden: 'Only this restaurant’s owner or an admin can change its delivery zone.',
} as const;
