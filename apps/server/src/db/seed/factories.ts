import type { foodItems, restaurants } from '../schema/index.ts';

export type RestaurantInsert = typeof restaurants.$inferInsert;
export type FoodItemInsert = typeof foodItems.$inferInsert;

/** One restaurant row with sensible defaults; tests, the demo seed and e2e fixtures all use it. */
export function makeRestaurant(overrides: Partial<RestaurantInsert> = {}): RestaurantInsert {
  const row = {
    name: 'Test Kitchen',
    description: 'A neighbourhood kitchen.',
    cuisine: ['Indian'],
    address: '12, 2nd Avenue, Anna Nagar, Chennai 600040',
    area: 'Anna Nagar',
    lat: 13.085,
    lng: 80.2101,
    images: ['/images/restaurants/1.svg'],
    openHours: '10:00 AM - 11:00 PM',
    minOrderPaise: 0,
    deliveryFeePaise: 4900,
    rating: 4.2,
    ratingCount: 0,
    isActive: true,
    isVegetarian: false,
    vegOptions: true,
    avgPricePaise: 25000,
    deliveryTime: 30,
    priceLevel: 2,
    ...overrides,
  };
  // A rating is the mean of its stars: the sum follows rating x count unless given.
  return { ratingSum: Math.round((row.rating ?? 0) * (row.ratingCount ?? 0)), ...row };
}

/** One dish row; `restaurantId` is required because a dish never exists alone. */
export function makeFoodItem(restaurantId: string, overrides: Partial<FoodItemInsert> = {}): FoodItemInsert {
  return {
    restaurantId,
    name: 'Masala Dosa',
    category: 'Main Course',
    description: 'Crisp rice crepe with spiced potato.',
    pricePaise: 12000,
    imageUrl: '/images/dishes/main-course.svg',
    isAvailable: true,
    isVegetarian: true,
    rating: 4.3,
    customizations: [],
    ...overrides,
  };
}
