/** Delivery partners' workspace, ready-for-pickup and the doorstep code: our words. */
export const DELIVERY_MESSAGES = {
  readyOnlyWhilePreparing: 'Only an order being prepared can be marked ready for pickup.',
  alreadyReady: 'This order is already marked ready for pickup.',
  readyOnlyOwnRestaurant: 'Only the restaurant preparing this order can mark it ready.',
  takenByAnother: 'Another delivery partner has taken this order.',
  deliveryCapReached: (cap: number) =>
    `You already have ${cap} ${cap === 1 ? 'delivery' : 'deliveries'} in progress. Deliver one before taking another.`,
  notReadyForPickup: 'This order is not ready for pickup yet.',
  offDuty: 'You are off duty. Go on duty to take orders.',
  onlyPartners: 'Only a delivery partner can take this order.',
  acceptBeforePickup: 'Accept this order before picking it up.',
  deliveryCodeRequired: 'Enter the 4-digit code the customer sees on My Orders.',
  deliveryCodeWrong: 'That code is not right. Ask the customer for the 4-digit code on My Orders.',
  deliveryCodeLocked:
    'Too many wrong codes for this order. Call support: an admin must confirm this delivery.',
  notYourDelivery: 'This delivery is not yours.',
  locationOnlyOnTheWay: 'Positions are shared only while the order is on the way.',
  notAssigned: 'No delivery partner has this order.',
  unassignOnlyBeforeDelivery: 'Only a delivery that has not been delivered can be unassigned.',
  noPickups: 'No orders are ready for pickup right now.',
  offDutyNote: 'You are off duty. Go on duty to see orders ready for pickup.',
  noCurrentDelivery: 'No delivery in progress.',
  newPickup: 'New order ready for pickup',
  pickupsLoadFailed: 'Could not load orders ready for pickup.',
} as const;

/** Automatic dispatch (decision 043). */
export const DISPATCH_MESSAGES = {
  offerGone: 'This offer has passed to another rider.',
  offeredToAnother: 'This order is offered to another delivery partner right now.',
  noOffer: 'No order is offered to you right now.',
  newOffer: 'New delivery offer',
  riderNotOnDuty: 'That delivery partner is not on duty.',
  riderNotFound: 'No delivery partner has that id.',
  alreadyAssigned: 'A delivery partner already has this order.',
  onlyPreparing: 'Only an order being prepared can be given to a delivery partner.',
} as const;

/** The rider's offer card (decision 043). */
export const OFFER_UI_MESSAGES = {
  title: 'New delivery offer',
  accept: 'Accept',
  decline: 'Decline',
  secondsLeft: (s: number) => `${s} s to answer`,
  pickup: (km: number | null) => (km === null ? 'Pickup' : `Pickup · ${km.toFixed(1)} km from you`),
  drop: (km: number | null) => (km === null ? 'Drop' : `Drop · ${km.toFixed(1)} km from the restaurant`),
  passedOn: 'This offer has passed to another rider.',
  earningParts: (pay: string, tip: string | null) =>
    tip ? `${pay} delivery + ${tip} tip` : `${pay} delivery`,
  placed: (minutes: number) => (minutes < 1 ? 'Placed just now' : `Placed ${minutes} min ago`),
  dispatchQueue: 'Dispatch queue',
  dispatchEmpty: 'Every order being prepared has a rider.',
  dispatchLoadFailed: 'Failed to fetch the dispatch queue',
  assign: 'Assign',
  assignTo: 'Rider id',
  notOffered: 'Not offered yet',
} as const;
