import { RIDER_NEAR_KM } from '../contracts/notifications.ts';
import { formatRupees } from '../money.ts';

/**
 * What a notification says (push, SMS, email subjects) and what Settings says about notifications
 * (decision 051). A push's `tag` is the order's, so a newer notice about one order replaces the older.
 */
export const NOTIFICATION_MESSAGES = {
  // The customer, at each step of their order.
  scheduledTitle: 'Order scheduled',
  /** A scheduled order paid (decision 053): `when` is "today, 7:00–7:30 pm". */
  scheduled: (restaurant: string, when: string) =>
    `${restaurant} has your order for ${when}. You can cancel it free until the kitchen starts on it.`,
  placedTitle: 'Order placed',
  placed: (restaurant: string) =>
    `${restaurant} has your order. We will tell you when the kitchen starts on it.`,
  preparingTitle: 'Your food is being prepared',
  preparing: (restaurant: string) => `${restaurant} has started on your order.`,
  onTheWayTitle: 'Your order is on the way',
  onTheWay: (rider: string | null) =>
    rider
      ? `${rider} has picked up your order and is on the way.`
      : 'Your order has been picked up and is on the way.',
  nearTitle: 'Your rider is almost there',
  near: (rider: string | null) =>
    `${rider ?? 'Your rider'} is less than ${RIDER_NEAR_KM * 1000} m away. Keep your delivery code ready.`,
  deliveredTitle: 'Delivered',
  delivered: (restaurant: string) => `Your order from ${restaurant} has been delivered. Enjoy your meal!`,
  cancelledTitle: 'Order cancelled',
  cancelled: (restaurant: string, reason: string | null, refunded: boolean) =>
    `Your order from ${restaurant} was cancelled${reason ? `: ${reason}` : '.'}${
      refunded ? ' Your payment is being refunded.' : ''
    }`,
  // The restaurant's owner, for each new order until someone accepts it.
  newOrderTitle: 'New order',
  newOrder: (restaurant: string, items: number, totalRupees: number) =>
    `${restaurant}: ${items} ${items === 1 ? 'item' : 'items'}, ${formatRupees(totalRupees)}. Accept it on the board.`,
  stillWaitingTitle: 'An order is still waiting',
  stillWaiting: (restaurant: string, minutes: number) =>
    `${restaurant}: an order has waited ${minutes} min for you to accept it.`,
  // The rider, for each delivery offered to them.
  offerTitle: 'New delivery offer',
  offer: (restaurant: string, pickupKm: number | null) =>
    `Pick up at ${restaurant}${pickupKm === null ? '' : `, ${pickupKm.toFixed(1)} km from you`}. Accept it before it goes to another rider.`,
  // The owner and the admins, when a restaurant paused itself after missed orders (decision 052).
  pausedTitle: (restaurant: string) => `${restaurant} paused itself`,
  paused: (note: string, resume: string) => `${note} ${resume}`,
  // Emails.
  refundSubject: (restaurant: string) => `Your refund for the order from ${restaurant}`,
  refundText: (name: string, restaurant: string, totalRupees: number, reason: string | null) =>
    [
      `Hello ${name},`,
      '',
      `Your order from ${restaurant} was cancelled${reason ? `: ${reason}` : '.'}`,
      `We are refunding ${formatRupees(totalRupees)} to the way you paid. It usually reaches you in 5 to 7 working days.`,
    ].join('\n'),
  // Settings.
  settingsTitle: 'Notifications',
  pushLabel: 'Alerts on this device',
  pushHelp: 'Order updates, new orders and delivery offers, even when this tab is closed.',
  pushOn: 'Turn on alerts',
  pushOff: 'Turn off alerts on this device',
  pushIsOn: 'Alerts are on for this device.',
  pushUnsupported:
    'This browser cannot show alerts. On a phone, use Chrome, or add this site to your home screen.',
  pushDenied:
    'Alerts are blocked for this site. Allow notifications in your browser settings, then try again.',
  pushFailed: 'We could not turn on alerts on this device. Please try again.',
  emailLabel: 'Email receipts, refunds and replies',
  smsLabel: 'Text messages when your order is on the way and at your door',
  saved: 'Notification settings saved.',
} as const;
