import {
  CANCEL_FULL_REFUND_MINUTES,
  DELIVERY_FEE_RUPEES,
  DELIVERY_HOURS,
  formatRupees,
  ORDER_CHANGE_WINDOW_MINUTES,
  REFUND_BUSINESS_DAYS,
} from '@app/shared';

/** The promises the information pages make, worded once from the shared constants. */
export const FACTS = {
  deliveryFee: formatRupees(DELIVERY_FEE_RUPEES),
  deliveryHours: `${DELIVERY_HOURS.opens} to ${DELIVERY_HOURS.closes}`,
  cancelWindow: `${CANCEL_FULL_REFUND_MINUTES} minutes`,
  changeWindow: `${ORDER_CHANGE_WINDOW_MINUTES} minutes`,
  refundTime: `${REFUND_BUSINESS_DAYS.min}–${REFUND_BUSINESS_DAYS.max} business days`,
} as const;
