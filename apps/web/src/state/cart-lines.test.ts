import { describe, expect, it } from 'vitest';
import {
  addLine,
  cartCount,
  cartSubtotal,
  EMPTY_CART,
  isOtherRestaurant,
  lineKey,
  parseStoredCart,
  priceWithOptions,
  removeLine,
  setLineQuantity,
  type TNewCartLine,
} from './cart-lines.ts';

const dosa: TNewCartLine = {
  restaurantId: 'r1',
  restaurantName: 'Saravana',
  foodItemId: 'dosa',
  name: 'Masala Dosa',
  unitPrice: 110,
  image: '/d.svg',
  options: [],
};
const spicy = { ...dosa, unitPrice: 130, options: [{ group: 'Spice', option: 'Hot' }] };
const elsewhere = { ...dosa, restaurantId: 'r2', restaurantName: 'Other', foodItemId: 'pizza' };

describe('cart lines', () => {
  it('adds one at a time and counts quantities', () => {
    const cart = addLine(addLine(EMPTY_CART, dosa), dosa);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]?.quantity).toBe(2);
    expect(cartCount(cart)).toBe(2);
    expect(cart.restaurantId).toBe('r1');
  });

  it('keeps the same dish with other options as another line', () => {
    const cart = addLine(addLine(EMPTY_CART, dosa), spicy);
    expect(cart.lines).toHaveLength(2);
    expect(cartSubtotal(cart)).toBe(240);
  });

  it('treats options chosen in another order as the same line', () => {
    const a = [
      { group: 'Size', option: 'Large' },
      { group: 'Spice', option: 'Hot' },
    ];
    expect(lineKey('x', a)).toBe(lineKey('x', [...a].reverse()));
  });

  it('holds one restaurant: adding from another starts a new cart', () => {
    const cart = addLine(EMPTY_CART, dosa);
    expect(isOtherRestaurant(cart, 'r2')).toBe(true);
    expect(isOtherRestaurant(cart, 'r1')).toBe(false);
    expect(isOtherRestaurant(EMPTY_CART, 'r2')).toBe(false);
    const next = addLine(cart, elsewhere);
    expect(next.restaurantId).toBe('r2');
    expect(next.lines.map((l) => l.foodItemId)).toEqual(['pizza']);
  });

  it('removes a line when its quantity goes below 1', () => {
    const cart = addLine(addLine(EMPTY_CART, dosa), spicy);
    const key = cart.lines[0]?.key ?? '';
    expect(setLineQuantity(cart, key, 5).lines[0]?.quantity).toBe(5);
    expect(setLineQuantity(cart, key, 0).lines).toHaveLength(1);
    expect(setLineQuantity(cart, key, Number.NaN).lines).toHaveLength(1);
    expect(removeLine(removeLine(cart, key), cart.lines[1]?.key ?? '')).toEqual(EMPTY_CART);
  });

  it('adds money in paise so totals do not drift', () => {
    let cart = addLine(EMPTY_CART, { ...dosa, unitPrice: 0.1 });
    cart = addLine(cart, { ...spicy, unitPrice: 0.2 });
    expect(cartSubtotal(cart)).toBe(0.3);
  });

  it('prices a dish with its options', () => {
    const item = {
      price: 100.5,
      customizations: [{ name: 'Size', options: ['Regular', 'Large'], optionPrices: [0, 40.25] }],
    };
    expect(priceWithOptions(item, [{ group: 'Size', option: 'Large' }])).toBe(140.75);
    expect(priceWithOptions(item, [{ group: 'Size', option: 'Huge' }])).toBe(100.5);
  });

  it('turns whatever was stored into a valid cart', () => {
    expect(parseStoredCart(null)).toEqual(EMPTY_CART);
    expect(parseStoredCart({ restaurantId: 5, lines: [] })).toEqual(EMPTY_CART);
    const saved = addLine(addLine(EMPTY_CART, dosa), spicy);
    expect(parseStoredCart(JSON.parse(JSON.stringify(saved)))).toEqual(saved);
    const messy = { ...saved, lines: [...saved.lines, { foodItemId: 'x', quantity: -1 }, 'junk'] };
    expect(parseStoredCart(messy).lines).toHaveLength(2);
  });
});
