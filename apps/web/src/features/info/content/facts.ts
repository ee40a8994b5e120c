import {
  CANCEL_FULL_REFUND_MINUTES,
  DEFAULT_DELIVERY_FEE_SLABS,
  DELIVERY_HOURS,
  feeSlabsText,
  ORDER_CHANGE_WINDOW_MINUTES,
  REFUND_BUSINESS_DAYS,
} from '@app/shared';

/** The promises the information pages make, worded once from the shared constants. */
export const FACTS = {
  /** The fee by distance (the default slabs; the public settings do not carry the admin's). */
  deliveryFee: feeSlabsText(DEFAULT_DELIVERY_FEE_SLABS),
  deliveryHours: `${DELIVERY_HOURS.opens} to ${DELIVERY_HOURS.closes}`,
  cancelWindow: `${CANCEL_FULL_REFUND_MINUTES} minutes`,
  changeWindow: `${ORDER_CHANGE_WINDOW_MINUTES} minutes`,
  refundTime: `${REFUND_BUSINESS_DAYS.min}–${REFUND_BUSINESS_DAYS.max} business days`,
} as const;
