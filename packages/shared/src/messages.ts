import { UNPAID_ORDER_EXPIRY_MINUTES } from './constants.ts';
import { IMAGE_WIDTHS } from './images/image-widths.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';

/** The spec's user-facing words (section 8), imported by screens and by the tests that check them. */
export const MESSAGES = {
  restaurantNotFound: 'Restaurant not found',
  failedToFetchRestaurant: 'Failed to fetch restaurant',
  failedToFetchMenu: 'Failed to fetch menu items',
  homeLoadFailed: 'Could not load data. Showing fallback UI.',
  noItemsInCategory: 'No items available in this category',
  /** A restaurant with no dishes at all (not an empty category). */
  noDishesYet: 'This restaurant has not added any dishes yet.',
  /** The restaurant page's reviews (product decisions: replies are shown under reviews). */
  noReviewsYet: 'No reviews yet. Be the first to order and review.',
  failedToFetchReviews: 'Could not load the reviews.',
  noRestaurantsAvailable: 'No restaurants available at the moment...',
  noMatchingRestaurants: 'No matching restaurants.',
  noMatchingFoodItems: 'No matching food items.',
  noRestaurantsMatchingSearch: 'No restaurants found matching your search',
  failedToFetchRestaurants: 'Failed to fetch restaurants',
  /** Product decisions: a cart holds one restaurant; adding from another asks this first. */
  startNewCart: 'Start a new cart?',
  cartEmpty: 'Your cart is empty',
  noOrders: "You haven't placed any orders yet",
  paymentFailed: 'Payment failed. Please try again.',
  profileInvalid: 'Please fill in all required fields correctly.',
  profileSaved: 'Profile saved! Redirecting...',
  serverConnectionFailed: 'Error: Server connection failed',
  accountCreated: 'Account created! Redirecting...',
  resetEmailSent: 'Reset email sent.',
  loggedOut: 'Successfully logged out.',
  logoutFailed: 'Logout failed.',
  fullLogout: 'Full logout completed.',
  forceLogoutFailed: 'Force logout failed.',
  notFound: 'Not found',
  internalError: 'Something went wrong on our side. Please try again.',
  sending: 'Sending...',
  messageSentTitle: 'Message Sent Successfully!',
  messageSentBody: "We'll get back to you within 24 hours. Thank you for reaching out!",
  /** Installable app: shown while the phone has no connection. */
  offline: 'You are offline',
  offlineDetail: 'Showing what this phone saved on your last visit. Ordering needs a connection.',
  noFoodItemsFound: 'No food items found...',
  /** GET /api/images/{id}?w= (decision 027): only the listed widths are made. */
  imageWidthNotAllowed: `Image width must be one of ${IMAGE_WIDTHS.slice(0, -1).join(', ')} or ${IMAGE_WIDTHS.at(-1)}.`,
} as const;

/** Accounts: our plain words for what the identity layer reports (spec 8's provider codes). */
export const AUTH_MESSAGES = {
  wrongCredentials: 'Wrong email or password.',
  emailInUse: 'That email is already in use. Log in instead, or use another email.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  accountDisabled: 'Your account has been disabled. Contact support.',
  networkFailure: 'Could not reach the server. Check your connection and try again.',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  invalidEmail: 'Enter a valid email address.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Ask for a new one.',
  passwordChanged: 'Password changed. You can log in now.',
  signInRequired: 'Please sign in to continue.',
  notAllowed: 'You are not allowed to do this.',
  crossOrigin: 'Request refused: it did not come from this site.',
} as const;

/** Contact forms: our words where the spec names none (field errors, the contact page's thank-you). */
export const CONTACT_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your email',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter your message',
  thankYouTitle: 'Thank you!',
  thankYou: "Your message has been sent. We'll get back to you within 24 hours.",
} as const;

/** Ordering, payment and review words beyond spec 8's. */
export const ORDER_MESSAGES = {
  restaurantClosed: 'This restaurant is not taking orders right now.',
  orderNotFound: 'Order not found',
  reviewOrderNotFound: 'There is no order to review at this address. Your orders are on My Orders.',
  paymentProviderDown: 'The payment service is not answering. Please try again in a minute.',
  paymentSignatureInvalid: 'We could not confirm this payment. If money was taken, it will be refunded.',
  reviewOnlyDelivered: 'You can review an order once it has been delivered.',
  reviewAlreadyGiven: 'You have already reviewed this order.',
  reviewNotYours: 'You can only review your own orders.',
  reviewLoadPartial: "Some data couldn't be loaded, but you can still leave a review.",
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 100 letters, digits, dashes or underscores.',
  unpaidOrderExpired: `This order was cancelled because it was not paid within ${UNPAID_ORDER_EXPIRY_MINUTES} minutes. Please order again.`,
  latePaymentRefunded: `This order was cancelled because it was not paid within ${UNPAID_ORDER_EXPIRY_MINUTES} minutes. Your payment has been refunded.`,
  noInvoiceYet: 'This order has no invoice yet: one is issued when it is paid.',
  noCreditNote: 'This order has no credit note: one is issued when a paid order is refunded.',
} as const;

/** Checkout, My Orders and review screens: our words where the spec names none. */
export const ORDER_UI_MESSAGES = {
  testPaymentTitle: 'Test payment — no money moves',
  testPaymentBody: 'This server runs in test payment mode. Choose how this payment ends.',
  razorpayNote: 'You will pay securely with Razorpay: UPI, cards, net banking or wallets.',
  customersOnly: 'Only customer accounts can place orders.',
  saveAddress: 'Save this address to my profile',
  addressSaveFailed: 'Could not save the address to your profile.',
  orderPlaced: 'Order placed!',
  redirectingToOrders: 'Taking you to My Orders…',
  paymentNotCompleted: 'Payment not completed. Your cart is still here.',
  awaitingPayment: 'Awaiting payment',
  cancelConfirm: 'Cancel this order? You will get a full refund.',
  orderCancelled: 'Order cancelled. Your refund is on its way.',
  reorderAdded: 'Added to your cart.',
  reorderNoneAvailable: 'None of these dishes are available any more.',
  reorderUnavailable: 'No longer available:',
  commentRequired: 'Please write a comment.',
  ordersLoadFailed: 'Failed to fetch orders',
  liveUpdates: 'Live updates on',
  // One order's own screen, /orders/{id} (issue 28)
  orderNotFound: 'We could not find this order among yours.',
  orderLoadFailed: 'Failed to fetch this order',
  viewOrder: 'View order',
  trackOrder: 'Track order',
  backToOrders: 'My Orders',
} as const;

/** The router's error page (web app/route-error.tsx): a crashed screen, or its code gone after a deploy. */
export const ROUTE_ERROR_MESSAGES = {
  staleTitle: 'This page could not be loaded',
  staleBody: 'The app was updated or the connection dropped. Reload to get the latest version.',
  crashTitle: 'Something went wrong on this page',
  crashBody: 'Reloading usually fixes it. Your cart and favourites are kept.',
  reload: 'Reload',
} as const;
