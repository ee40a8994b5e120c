import { describe, expect, it } from 'vitest';
import { orderInput } from './use-checkout.tsx';

const state = {
  restaurantId: '11111111-1111-4111-8111-111111111111',
  restaurantName: 'Saravana',
  lines: [
    {
      key: 'k',
      foodItemId: '22222222-2222-4222-8222-222222222222',
      name: 'Dosa',
      unitPrice: 140,
      image: '',
      options: [],
      quantity: 2,
    },
  ],
};
const info = {
  name: 'Priya',
  address: '12, 2nd Avenue',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zip: '600040',
  phone: '9840012345',
};

describe('the order body', () => {
  it('carries the applied coupon, and no coupon field without one', () => {
    expect(orderInput(state, info, { tip: 0, couponCode: 'WELCOME50' })).toMatchObject({
      couponCode: 'WELCOME50',
    });
    expect(orderInput(state, info, { tip: 0 })).not.toHaveProperty('couponCode');
    expect(orderInput(state, info, { tip: 0, couponCode: null })).not.toHaveProperty('couponCode');
  });

  it('carries a scheduled half hour, and nothing for as soon as possible', () => {
    const at = '2026-11-27T13:30:00.000Z';
    expect(orderInput(state, info, { tip: 0, scheduledFor: at })).toMatchObject({ scheduledFor: at });
    expect(orderInput(state, info, { tip: 0, scheduledFor: null })).not.toHaveProperty('scheduledFor');
  });
});
