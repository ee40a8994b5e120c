import type { TRestaurant } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { filterRestaurants, isFiltering, NO_FILTERS } from './filter-restaurants.ts';

function restaurant(over: Partial<TRestaurant>): TRestaurant {
  return {
    _id: over.name ?? 'r',
    name: 'R',
    description: '',
    cuisine: ['Indian'],
    address: '1, Usman Road, T Nagar, Chennai',
    area: 'T Nagar',
    location: { lat: 0, lng: 0 },
    images: [],
    openHours: '',
    minOrderAmount: 0,
    deliveryFee: 49,
    rating: 4,
    ratingCount: 1,
    isActive: true,
    isVegetarian: false,
    vegOptions: true,
    avgPrice: 200,
    deliveryTime: 30,
    priceLevel: 2,
    owner: null,
    createdAt: '',
    ...over,
  };
}

const list = [
  restaurant({ name: 'Pasta Street', cuisine: ['Italian'], rating: 4.6, deliveryTime: 25, priceLevel: 3 }),
  restaurant({
    name: 'Dosa Corner',
    address: '2, LB Road, Adyar',
    rating: 3.4,
    deliveryTime: 45,
    priceLevel: 1,
  }),
  restaurant({ name: 'Wok', cuisine: ['Chinese', 'Thai'], rating: 2.9, deliveryTime: 60, priceLevel: 4 }),
];
const names = (rs: TRestaurant[]) => rs.map((r) => r.name);

describe('filterRestaurants', () => {
  it('matches name, any cuisine or address, ignoring case', () => {
    expect(names(filterRestaurants(list, 'PASTA', NO_FILTERS))).toEqual(['Pasta Street']);
    expect(names(filterRestaurants(list, 'thai', NO_FILTERS))).toEqual(['Wok']);
    expect(names(filterRestaurants(list, ' adyar ', NO_FILTERS))).toEqual(['Dosa Corner']);
  });

  it('keeps ratings at or above the minimum', () => {
    expect(names(filterRestaurants(list, '', { ...NO_FILTERS, minRating: 3 }))).toEqual([
      'Pasta Street',
      'Dosa Corner',
    ]);
  });

  it("compares delivery time with the label's value", () => {
    expect(names(filterRestaurants(list, '', { ...NO_FILTERS, maxDeliveryTime: 45 }))).toEqual([
      'Pasta Street',
      'Dosa Corner',
    ]);
  });

  it('reads price as ₹ <= 1, ₹₹ <= 3, ₹₹₹ anything', () => {
    expect(names(filterRestaurants(list, '', { ...NO_FILTERS, price: 'low' }))).toEqual(['Dosa Corner']);
    expect(filterRestaurants(list, '', { ...NO_FILTERS, price: 'mid' })).toHaveLength(2);
    expect(filterRestaurants(list, '', { ...NO_FILTERS, price: 'any' })).toHaveLength(3);
  });

  it('knows when anything narrows the list', () => {
    expect(isFiltering('  ', NO_FILTERS)).toBe(false);
    expect(isFiltering('', { ...NO_FILTERS, price: 'any' })).toBe(true);
  });
});
