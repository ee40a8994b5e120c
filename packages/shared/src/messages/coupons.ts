import { formatRupees, paiseToRupees } from '../money.ts';

/** What a customer, an owner or an admin reads about a coupon. */
export const COUPON_MESSAGES = {
  notValid: 'This coupon code is not valid.',
  expired: 'This coupon has expired.',
  notYet: (code: string) => `${code} is not active yet.`,
  notForRestaurant: (code: string) => `${code} does not apply to this restaurant.`,
  addMore: (shortPaise: number, code: string) =>
    `Add ${formatRupees(paiseToRupees(shortPaise))} more to use ${code}.`,
  firstOrderOnly: (code: string) => `${code} is for your first order only.`,
  alreadyUsed: (code: string) => `You have already used ${code}.`,
  usedUp: (code: string) => `${code} has been used up.`,
  codeTaken: 'A coupon with this code already exists.',
  couponNotFound: 'Coupon not found.',
  notYourRestaurant: 'You can create coupons only for your own restaurants.',
} as const;

/** Who pays for a coupon's discount: the platform (an admin's coupon) or one restaurant (its owner's). */
export type TCouponFunder = 'platform' | 'restaurant';

/** The coupon screens' words: the admin's platform coupons and an owner's restaurant coupons alike. */
export const COUPON_SCREEN_MESSAGES = {
  title: 'Coupons',
  listName: { platform: 'Platform coupons', restaurant: 'Restaurant coupons' },
  none: { platform: 'No platform coupons yet.', restaurant: 'No coupons for this restaurant yet.' },
  newTitle: (funder: TCouponFunder, restaurantName?: string) =>
    funder === 'platform' ? 'New platform coupon' : `New coupon for ${restaurantName ?? 'your restaurant'}`,
  on: 'On',
  off: 'Off',
  switchLabel: (code: string) => `${code} active`,
  used: (count: number, limit: number | null) =>
    limit === null ? `Used ${count}` : `Used ${count} of ${limit}`,
  code: 'Code',
  kind: 'Kind',
  flat: 'Rupees off',
  percent: 'Per cent off',
  atMost: 'At most (₹)',
  minOrder: 'Minimum item total (₹)',
  firstOrderOnly: 'First order only',
  perCustomer: 'Uses per customer',
  total: 'Uses in all',
  create: 'Create coupon',
  created: (code: string, summary: string) => `${code} created: ${summary}.`,
  changeLimits: 'Change limits',
  changeLimitsOf: (code: string) => `Change limits of ${code}`,
  lastDay: 'Last day',
  noLimit: 'Empty: no limit',
  noEnd: 'Empty: no end',
  saveLimits: 'Save limits',
  cancel: 'Cancel',
  limitsSaved: (code: string) => `${code}: limits saved.`,
  endsOn: (day: string) => `Last day ${day}`,
} as const;
