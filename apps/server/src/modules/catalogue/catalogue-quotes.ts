import { paiseToRupees, type TRestaurant, type TRestaurantNearby, type TServiceQuote } from '@app/shared';

/**
 * A restaurant as a list asked for a location shows it (decision 041): the fee for that distance,
 * the road km and the estimated minutes. Without a quote, the restaurant exactly as before.
 */
export function withQuote(dto: TRestaurant, quote: TServiceQuote | undefined): TRestaurantNearby {
  if (!quote) return dto;
  return {
    ...dto,
    deliveryFee: paiseToRupees(quote.deliveryFeePaise),
    distanceKm: quote.distanceKm,
    etaMinutes: quote.etaMinutes,
  };
}
