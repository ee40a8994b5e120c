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
