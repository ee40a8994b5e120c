import {
  CANCEL_FULL_REFUND_MINUTES,
  DEFAULT_DELIVERY_FEE_SLABS,
  DELIVERY_HOURS,
  feeSlabsText,
  feeSlabsToPaise,
  ORDER_CHANGE_WINDOW_MINUTES,
  REFUND_BUSINESS_DAYS,
  type TPublicSiteSettings,
} from '@app/shared';

/**
 * The fee by distance in words, from the slabs the platform charges (System Settings, in the public
 * settings); the default slabs only until those have loaded.
 */
export function deliveryFeeText(settings: Pick<TPublicSiteSettings, 'deliveryFeeSlabs'> | undefined): string {
  return feeSlabsText(settings ? feeSlabsToPaise(settings.deliveryFeeSlabs) : DEFAULT_DELIVERY_FEE_SLABS);
}

/** The promises the information pages make, worded once from the shared constants. */
export const FACTS = {
  deliveryHours: `${DELIVERY_HOURS.opens} to ${DELIVERY_HOURS.closes}`,
  cancelWindow: `${CANCEL_FULL_REFUND_MINUTES} minutes`,
  changeWindow: `${ORDER_CHANGE_WINDOW_MINUTES} minutes`,
  refundTime: `${REFUND_BUSINESS_DAYS.min}–${REFUND_BUSINESS_DAYS.max} business days`,
} as const;
