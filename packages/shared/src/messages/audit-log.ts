/**
 * The admin's audit log in words (issue 28): each recorded action as a sentence fragment, each kind
 * of object, and each recorded field's name. A module of its own, so only the audit log's screen and
 * its CSV carry it (the home page's bundle does not).
 */
import type { TAuditAction } from '../contracts/admin.ts';

/** Each action as the log reads it: "Updated system settings", "Disabled a user". */
export const AUDIT_ACTION_WORDS: Record<TAuditAction, string> = {
  'restaurant.create': 'Added a restaurant',
  'restaurant.update': 'Edited a restaurant',
  'restaurant.activate': 'Activated a restaurant',
  'restaurant.deactivate': 'Deactivated a restaurant',
  'restaurant.autoPaused': 'Paused a restaurant automatically',
  'user.create': 'Added a user',
  'user.update': 'Edited a user',
  'user.disable': 'Disabled a user',
  'user.enable': 'Enabled a user',
  'order.status': 'Changed an order’s status',
  'order.refund': 'Refunded an order',
  'delivery.assign': 'Assigned a delivery partner',
  'delivery.unassign': 'Took an order from its delivery partner',
  'review.hide': 'Hid a review',
  'review.unhide': 'Showed a hidden review again',
  'ticket.reply': 'Replied to a help desk ticket',
  'ticket.close': 'Closed a help desk ticket',
  'ticket.reopen': 'Reopened a help desk ticket',
  'settings.update': 'Updated system settings',
  'payout.create': 'Created a payout',
  'payout.paid': 'Marked a payout paid',
  'cash.deposit': 'Recorded a rider’s cash deposit',
};

/** The kind of object an action was on, as a noun. */
export const AUDIT_TARGET_WORDS: Record<string, string> = {
  restaurant: 'Restaurant',
  user: 'User',
  order: 'Order',
  review: 'Review',
  settings: 'System settings',
  ticket: 'Help desk ticket',
  payout: 'Payout',
};

/** Who did it when no person did: the server's own rules (the missed-orders pause). */
export const AUDIT_SYSTEM_ACTOR = 'The system';

/** Field names a person would not guess from the camelCase (the rest are split into words). */
export const AUDIT_FIELD_WORDS: Record<string, string> = {
  isPaused: 'Paused',
  isActive: 'Active',
  isVegetarian: 'Pure vegetarian',
  vegOptions: 'Vegetarian options',
  platformFee: 'Platform fee',
  platformFeePaise: 'Platform fee',
  bannerEnabled: 'Banner shown',
  orderingPaused: 'All ordering paused',
  riderDeliveryCap: 'Deliveries a rider may hold',
  deliveryFeeSlabs: 'Delivery fee by distance',
  codEnabled: 'Cash on delivery',
  codMaxOrderPaise: 'Cash on delivery up to',
  cashInHandPaise: 'Cash in hand',
  deliveryPartnerId: 'Delivery partner',
  disabled: 'Disabled',
  hidden: 'Hidden',
  hiddenReason: 'Reason for hiding',
  restaurantId: 'Restaurant',
  restaurantRating: 'Restaurant’s rating',
  restaurantRatingCount: 'Restaurant’s ratings',
  rating: 'Rating',
  ratingCount: 'Ratings',
  autoPausedAt: 'Paused at',
  missedOrders: 'Missed orders',
  replyId: 'Reply',
  reply: 'Reply',
  depositId: 'Deposit',
  utr: 'Bank reference (UTR)',
  partyKind: 'Paid to',
  party: 'Payee',
  weekStart: 'Week starting',
  minOrderPaise: 'Minimum order',
  deliveryFeePaise: 'Delivery fee',
  packagingChargePaise: 'Packaging charge',
  avgPricePaise: 'Average price',
  commissionBps: 'Commission',
  deliveryTime: 'Delivery time (minutes)',
  prepMinutes: 'Preparation time (minutes)',
  acceptWithinMinutes: 'Accept within (minutes)',
  busyMinutes: 'Busy mode (extra minutes)',
  slotCapacity: 'Scheduled orders per half hour',
  priceLevel: 'Price level',
  lat: 'Latitude',
  lng: 'Longitude',
  gstin: 'GSTIN',
  fssaiLicence: 'FSSAI licence',
  razorpayAccountId: 'Razorpay account',
  ownerId: 'Owner',
  ownerUsername: 'Owner’s username',
  weeklyHours: 'Opening hours',
  closedDates: 'Closed dates',
  closedOn: 'Closed for the day',
  images: 'Photos',
  deliveryZone: 'Delivery zone',
  deliveryReachKm: 'Delivery reach (km)',
  'refund.amount': 'Refund amount',
  'refund.reason': 'Refund reason',
};

export const AUDIT_LOG_WORDS = {
  yes: 'Yes',
  no: 'No',
  none: 'None',
  /** A value too rich to spell out on one line (opening hours, a delivery zone). */
  changed: 'changed',
  set: 'set',
  /** The last slab of the delivery fee: no upper distance. */
  beyond: 'beyond',
  upToKm: (km: number) => `up to ${km} km`,
  noChanges: 'No fields changed',
  moreChanges: (n: number) => `and ${n} more ${n === 1 ? 'change' : 'changes'}`,
} as const;

/** An action in words; a name recorded by an older version and no longer known is shown as it is. */
export function auditActionWords(action: string): string {
  return action in AUDIT_ACTION_WORDS ? AUDIT_ACTION_WORDS[action as TAuditAction] : action;
}

/**
 * "Restaurant: Ambur Star Biryani", "Review of Ambur Star Biryani", "Order #3f2a9c1b", "System settings";
 * `targetName` is the server's (for a review, the restaurant it is of).
 */
export function auditTargetWords(targetType: string, targetId: string, targetName?: string | null): string {
  const kind = AUDIT_TARGET_WORDS[targetType] ?? targetType;
  if (targetType === 'settings') return kind;
  if (targetName) return targetType === 'review' ? `${kind} of ${targetName}` : `${kind}: ${targetName}`;
  return `${kind} #${targetId.slice(0, 8)}`;
}
