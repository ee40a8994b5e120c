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
    expect(orderInput(state, info, 0, 'WELCOME50')).toMatchObject({ couponCode: 'WELCOME50' });
    expect(orderInput(state, info, 0)).not.toHaveProperty('couponCode');
    expect(orderInput(state, info, 0, null)).not.toHaveProperty('couponCode');
  });
});
