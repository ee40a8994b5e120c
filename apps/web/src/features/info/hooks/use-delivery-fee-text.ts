import { usePublicSettings } from '../../../queries/site-settings.ts';
import { deliveryFeeText } from '../content/facts.ts';

/** The fee by distance in words, as the platform charges it (the admin's slabs in System Settings). */
export function useDeliveryFeeText(): string {
  return deliveryFeeText(usePublicSettings().data);
}
