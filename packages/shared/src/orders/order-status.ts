import { CANCEL_FULL_REFUND_MINUTES, type TRole } from '../constants.ts';
import { ORDER_UI_MESSAGES } from '../messages.ts';

/**
 * The one order state machine (product decisions, "Order lifecycle"). The server asks it before
 * every status change; screens use `nextStatusesFor` to decide which buttons to show.
 */
export const ORDER_STATUSES = [
  'AwaitingPayment',
  'Processing',
  'Preparing',
  'On the way',
  'Delivered',
  'Cancelled',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** An order in one of these has been paid (and not cancelled). */
export const PAID_STATUSES = ['Processing', 'Preparing', 'On the way', 'Delivered'] as const;

export function isPaidStatus(status: string): boolean {
  return (PAID_STATUSES as readonly string[]).includes(status);
}

/** A delivery partner has the order in hand or on its way: the rider's workspace lists these. */
export const ACTIVE_DELIVERY_STATUSES = [
  'Preparing',
  'On the way',
] as const satisfies readonly TOrderStatus[];

/** What My Orders shows as the timeline (spec 4). */
export const TIMELINE_STATUSES = ['Processing', 'Preparing', 'On the way', 'Delivered'] as const;

export type TActor = {
  role: TRole | 'system';
  isOrderCustomer?: boolean;
  isRestaurantOwner?: boolean;
  isAssignedPartner?: boolean;
};

/** The FAQ promises a full refund for cancellations within 5 minutes (spec 9): the one number, in ms. */
export const CUSTOMER_CANCEL_WINDOW_MS = CANCEL_FULL_REFUND_MINUTES * 60_000;

/** `reason` is a plain sentence meant for a person, shown as is. */
export type TTransitionCheck = { ok: true } | { ok: false; reason: string };

type TTransitionArgs = {
  from: TOrderStatus;
  to: TOrderStatus;
  actor: TActor;
  paidAt: Date | null;
  now: Date;
};
type TNextArgs = Omit<TTransitionArgs, 'to'>;
type TRule = (args: TTransitionArgs) => TTransitionCheck;

const ALLOWED: TTransitionCheck = { ok: true };

function refuse(reason: string): TTransitionCheck {
  return { ok: false, reason };
}

/** Each status in words, as every screen and message shows it ('AwaitingPayment' is an internal name). */
export const ORDER_STATUS_LABELS: Record<TOrderStatus, string> = {
  AwaitingPayment: ORDER_UI_MESSAGES.awaitingPayment,
  Processing: 'Processing',
  Preparing: 'Preparing',
  'On the way': 'On the way',
  Delivered: 'Delivered',
  Cancelled: 'Cancelled',
};

/** Takes any string because a status may come from outside our types (an event, a URL). */
export function orderStatusLabel(status: string): string {
  return isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status;
}

const isAdmin = (a: TActor) => a.role === 'admin';
const isSystem = (a: TActor) => a.role === 'system';
const isOwnRestaurant = (a: TActor) => a.role === 'restaurantOwner' && a.isRestaurantOwner === true;
const isOwnCustomer = (a: TActor) => a.role === 'customer' && a.isOrderCustomer === true;
const isPartner = (a: TActor) => a.role === 'deliveryPartner';
const isAssignedPartner = (a: TActor) => isPartner(a) && a.isAssignedPartner === true;

function withinCancelWindow(paidAt: Date | null, now: Date): boolean {
  if (paidAt === null) return false;
  // NaN from an invalid date fails the comparison, so a bad timestamp never opens the window.
  return now.getTime() - paidAt.getTime() <= CUSTOMER_CANCEL_WINDOW_MS;
}

function cancelPaidOrder({ actor, paidAt, now }: TTransitionArgs): TTransitionCheck {
  if (isAdmin(actor) || isOwnRestaurant(actor)) return ALLOWED;
  if (!isOwnCustomer(actor))
    return refuse('Only the customer, the restaurant or an admin can cancel this order.');
  return withinCancelWindow(paidAt, now)
    ? ALLOWED
    : refuse(`Orders can be cancelled only within ${CANCEL_FULL_REFUND_MINUTES} minutes of payment.`);
}

function rule(allows: (actor: TActor) => boolean, reason: string): TRule {
  return ({ actor }) => (allows(actor) ? ALLOWED : refuse(reason));
}

/** Every legal edge and who may take it; anything missing here is not a transition. */
const RULES: Partial<Record<TOrderStatus, Partial<Record<TOrderStatus, TRule>>>> = {
  AwaitingPayment: {
    // Only payment verification may mark an order paid, so nobody can skip paying.
    Processing: rule(isSystem, 'An order is confirmed only once its payment is verified.'),
    Cancelled: rule(
      (a) => isSystem(a) || isAdmin(a),
      'An order awaiting payment is cancelled automatically if the payment is not completed.',
    ),
  },
  Processing: {
    Preparing: rule((a) => isOwnRestaurant(a) || isAdmin(a), 'Only the restaurant can accept this order.'),
    Cancelled: cancelPaidOrder,
  },
  Preparing: {
    // A rider first accepts the ready order (POST /api/orders/:id/accept, one winner), then picks it up.
    'On the way': rule(
      (a) => isAssignedPartner(a) || isAdmin(a),
      'Only the delivery partner who accepted this order can pick it up.',
    ),
  },
  'On the way': {
    Delivered: rule(
      (a) => isAssignedPartner(a) || isAdmin(a),
      'Only the delivery partner carrying this order can mark it delivered.',
    ),
  },
};

export function isOrderStatus(value: string): value is TOrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function checkTransition(args: TTransitionArgs): TTransitionCheck {
  const { from, to } = args;
  if (!isOrderStatus(from) || !isOrderStatus(to)) return refuse('That is not a valid order status.');
  if (from === to) return refuse(`The order is already ${orderStatusLabel(from)}.`);
  const allows = RULES[from]?.[to];
  if (!allows) return refuse(`An order can't go from ${orderStatusLabel(from)} to ${orderStatusLabel(to)}.`);
  return allows(args);
}

/** The statuses this actor may move the order to right now (empty when they can do nothing). */
export function nextStatusesFor(args: TNextArgs): TOrderStatus[] {
  return ORDER_STATUSES.filter((to) => checkTransition({ ...args, to }).ok);
}

/** Badge colours of spec 4; takes any string because stored statuses are read back as text. */
export function statusBadgeColor(status: string): 'yellow' | 'teal' | 'green' | 'gray' {
  switch (status) {
    case 'Preparing':
      return 'yellow';
    case 'On the way':
      return 'teal';
    case 'Delivered':
      return 'green';
    default:
      return 'gray';
  }
}
