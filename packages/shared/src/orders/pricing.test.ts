import { describe, expect, it } from 'vitest';
import {
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  minimumOrderMessage,
  priceOrder,
  type TMenuItemForPricing,
  type TRequestedLine,
} from './pricing.ts';

const RESTAURANT = 'r-1';
const DELIVERY_FEE = 4900;

const dosa: TMenuItemForPricing = {
  id: 'dosa',
  restaurantId: RESTAURANT,
  name: 'Masala Dosa',
  pricePaise: 12000,
  isAvailable: true,
  customizations: [
    { name: 'Size', options: ['Regular', 'Family'], optionPricesPaise: [0, 8000] },
    { name: 'Extras', options: ['Ghee', 'Cheese'], optionPricesPaise: [1500, 2500] },
    // No prices given, as with customisations created from the spec's form.
    { name: 'Spice', options: ['Mild', 'Hot'], optionPricesPaise: [] },
  ],
};
const coffee: TMenuItemForPricing = {
  id: 'coffee',
  restaurantId: RESTAURANT,
  name: 'Filter Coffee',
  pricePaise: 4050,
  isAvailable: true,
  customizations: [],
};
const soldOut: TMenuItemForPricing = { ...coffee, id: 'vada', name: 'Medu Vada', isAvailable: false };
const elsewhere: TMenuItemForPricing = { ...coffee, id: 'burger', name: 'Burger', restaurantId: 'r-2' };
const menu = new Map([dosa, coffee, soldOut, elsewhere].map((item) => [item.id, item]));

const line = (foodItemId: string, quantity = 1, options: TRequestedLine['options'] = []): TRequestedLine => ({
  foodItemId,
  quantity,
  options,
});

function price(lines: TRequestedLine[], minOrderPaise = 0) {
  return priceOrder({
    restaurantId: RESTAURANT,
    minOrderPaise,
    deliveryFeePaise: DELIVERY_FEE,
    lines,
    menu,
  });
}

function reasonOf(result: ReturnType<typeof priceOrder>): string | undefined {
  return result.ok ? undefined : result.reason;
}

describe('priceOrder totals', () => {
  it('prices plain dishes: subtotal + delivery fee', () => {
    const result = price([line('dosa', 2), line('coffee', 3)]);
    expect(result).toEqual({
      ok: true,
      lines: [
        {
          foodItemId: 'dosa',
          name: 'Masala Dosa',
          quantity: 2,
          unitPricePaise: 12000,
          options: [],
          lineTotalPaise: 24000,
        },
        {
          foodItemId: 'coffee',
          name: 'Filter Coffee',
          quantity: 3,
          unitPricePaise: 4050,
          options: [],
          lineTotalPaise: 12150,
        },
      ],
      subtotalPaise: 36150,
      deliveryFeePaise: 4900,
      totalPaise: 41050,
    });
  });

  it('adds chosen option prices to the unit price', () => {
    const result = price([
      line('dosa', 2, [
        { group: 'Size', option: 'Family' },
        { group: 'Extras', option: 'Cheese' },
        { group: 'Spice', option: 'Hot' },
      ]),
    ]);
    if (!result.ok) throw new Error(result.reason);
    const [priced] = result.lines;
    expect(priced?.options).toEqual([
      { group: 'Size', option: 'Family', pricePaise: 8000 },
      { group: 'Extras', option: 'Cheese', pricePaise: 2500 },
      { group: 'Spice', option: 'Hot', pricePaise: 0 },
    ]);
    expect(priced?.unitPricePaise).toBe(12000 + 8000 + 2500);
    expect(priced?.lineTotalPaise).toBe(2 * 22500);
    expect(result.subtotalPaise).toBe(45000);
    expect(result.totalPaise).toBe(49900);
  });

  it('prices the same dish with different options as separate lines', () => {
    const result = price([line('dosa', 1), line('dosa', 1, [{ group: 'Extras', option: 'Ghee' }])]);
    if (!result.ok) throw new Error(result.reason);
    expect(result.lines.map((l) => l.lineTotalPaise)).toEqual([12000, 13500]);
    expect(result.subtotalPaise).toBe(25500);
  });

  it('keeps every amount an integer number of paise', () => {
    const result = price([
      line('coffee', MAX_LINE_QUANTITY),
      line('dosa', 7, [{ group: 'Extras', option: 'Ghee' }]),
    ]);
    if (!result.ok) throw new Error(result.reason);
    for (const n of [result.subtotalPaise, result.totalPaise, ...result.lines.map((l) => l.lineTotalPaise)]) {
      expect(Number.isInteger(n)).toBe(true);
    }
    expect(result.subtotalPaise).toBe(50 * 4050 + 7 * 13500);
  });
});

describe('priceOrder minimum order', () => {
  it('accepts a subtotal exactly at the minimum', () => {
    expect(price([line('dosa', 1)], 12000).ok).toBe(true);
  });

  it('refuses below the minimum, in rupees with Indian grouping and two decimals', () => {
    expect(reasonOf(price([line('coffee', 1)], 20000))).toBe(
      'The minimum order for this restaurant is ₹200.00.',
    );
    expect(reasonOf(price([line('coffee', 1)], 150000))).toBe(
      'The minimum order for this restaurant is ₹1,500.00.',
    );
    expect(reasonOf(price([line('coffee', 1)], 12345600))).toBe(
      'The minimum order for this restaurant is ₹1,23,456.00.',
    );
  });

  it('does not count the delivery fee towards the minimum', () => {
    expect(price([line('coffee', 1)], 4051).ok).toBe(false);
  });
});

describe('priceOrder refusals', () => {
  it.each<[string, TRequestedLine[], string]>([
    ['an empty cart', [], 'Your cart is empty'],
    [
      'too many lines',
      Array.from({ length: MAX_ORDER_LINES + 1 }, () => line('coffee')),
      'An order can have at most 50 different items.',
    ],
    ['quantity 0', [line('coffee', 0)], 'Quantity must be between 1 and 50.'],
    ['negative quantity', [line('coffee', -1)], 'Quantity must be between 1 and 50.'],
    ['quantity 51', [line('coffee', 51)], 'Quantity must be between 1 and 50.'],
    ['fractional quantity', [line('coffee', 1.5)], 'Quantity must be between 1 and 50.'],
    ['NaN quantity', [line('coffee', Number.NaN)], 'Quantity must be between 1 and 50.'],
    ['an unknown dish', [line('coffee'), line('ghost')], 'One of the dishes is no longer on the menu.'],
    ['a dish of another restaurant', [line('burger')], 'All dishes must come from the same restaurant.'],
    ['a sold-out dish', [line('vada')], 'Medu Vada is sold out.'],
    [
      'an unknown option group',
      [line('dosa', 1, [{ group: 'Sauce', option: 'Mint' }])],
      'Mint is not a choice for Masala Dosa.',
    ],
    [
      'an unknown option in a known group',
      [line('dosa', 1, [{ group: 'Size', option: 'Huge' }])],
      'Huge is not a choice for Masala Dosa.',
    ],
    [
      'an option from a different group',
      [line('dosa', 1, [{ group: 'Size', option: 'Cheese' }])],
      'Cheese is not a choice for Masala Dosa.',
    ],
    [
      'two options in one group',
      [
        line('dosa', 1, [
          { group: 'Extras', option: 'Ghee' },
          { group: 'Extras', option: 'Cheese' },
        ]),
      ],
      'Choose only one Extras for Masala Dosa.',
    ],
  ])('refuses %s', (_name, lines, reason) => {
    expect(price(lines)).toEqual({ ok: false, reason });
  });

  it('accepts exactly MAX_ORDER_LINES lines and quantities 1 and 50', () => {
    expect(price(Array.from({ length: MAX_ORDER_LINES }, () => line('coffee'))).ok).toBe(true);
    expect(price([line('coffee', 1), line('dosa', 50)]).ok).toBe(true);
  });
});

describe('minimumOrderMessage', () => {
  it("is the server's refusal, and with the cart's item total says how much more, to the paisa", () => {
    expect(minimumOrderMessage(20_000)).toBe('The minimum order for this restaurant is ₹200.00.');
    expect(minimumOrderMessage(20_000, 15_950)).toBe(
      'The minimum order for this restaurant is ₹200.00. Add ₹40.50 more.',
    );
  });
});
