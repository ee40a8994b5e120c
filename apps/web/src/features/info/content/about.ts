import { AREAS } from '@app/shared';
import { FACTS } from './facts.ts';

/** What we say about ourselves: only what the product really does. */
export const FEATURES = [
  {
    id: 'kitchens',
    title: 'Chennai’s own kitchens',
    text: `Restaurants across ${AREAS.join(', ')}, with menus, ratings from real orders and a veg mark on every dish.`,
  },
  {
    id: 'tracking',
    title: 'Live order tracking',
    text: 'Follow your order from Processing to Preparing, On the way and Delivered, updated the moment it changes.',
  },
  {
    id: 'payments',
    title: 'Pay online with Razorpay',
    text: 'Secure online payment in rupees (₹). Your order is confirmed only once the payment is verified.',
  },
] as const;

export const benefits = (deliveryFee: string) =>
  [
    {
      id: 'fee',
      title: 'A fair delivery fee',
      text: `By distance: ${deliveryFee}, in your total before you pay.`,
    },
    {
      id: 'cancel',
      title: 'Changed your mind?',
      text: `Cancel within ${FACTS.cancelWindow} of paying for a full refund.`,
    },
    { id: 'hours', title: 'Breakfast to dinner', text: `We deliver from ${FACTS.deliveryHours}.` },
    {
      id: 'veg',
      title: 'Veg at a glance',
      text: 'Search “veg only” and spot vegetarian dishes by their veg mark.',
    },
    {
      id: 'reorder',
      title: 'Reorder in a tap',
      text: 'Order a favourite meal again straight from My Orders.',
    },
    {
      id: 'reviews',
      title: 'Honest ratings',
      text: 'Only customers whose order was delivered can review it.',
    },
  ] as const;

/** Sample testimonials, marked as such on the page. */
export const TESTIMONIALS = [
  {
    id: 'priya',
    name: 'Priya S.',
    area: 'Anna Nagar',
    quote: 'The tracking is spot on: I knew exactly when to go down to the gate.',
  },
  {
    id: 'karthik',
    name: 'Karthik R.',
    area: 'Velachery',
    quote:
      'Filter coffee and pongal before my 9 o’clock call. The ₹29.00 fee for my short distance is easy to plan for.',
  },
  {
    id: 'meena',
    name: 'Meena V.',
    area: 'Adyar',
    quote: 'I cancelled by mistake within a few minutes and had the full amount back.',
  },
] as const;
