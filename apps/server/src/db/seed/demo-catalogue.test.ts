import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './demo-catalogue.ts';
import { dishPicture, dishPictureKind } from './dish-pictures.ts';

const AREAS = ['Anna Nagar', 'T Nagar', 'Velachery', 'Adyar', 'OMR'];
const CATEGORIES = ['Starter', 'Main Course', 'Fast Food', 'Dessert', 'Beverage'];
const CUISINES = [
  'Indian',
  'South Indian',
  'North Indian',
  'Chinese',
  'Italian',
  'Mexican',
  'Thai',
  'American',
];

describe('buildCatalogue', () => {
  const catalogue = buildCatalogue({ restaurants: 60, dishesPerRestaurant: 20, seed: 7 });
  const dishes = catalogue.flatMap((entry) => entry.dishes);

  it('is deterministic for the same options and varies with the seed', () => {
    const again = buildCatalogue({ restaurants: 60, dishesPerRestaurant: 20, seed: 7 });
    expect(again).toEqual(catalogue);
    const other = buildCatalogue({ restaurants: 60, dishesPerRestaurant: 20, seed: 8 });
    expect(other).not.toEqual(catalogue);
  });

  it('spreads restaurants evenly over the five areas', () => {
    const counts = new Map<string, number>();
    for (const { restaurant } of catalogue) {
      counts.set(restaurant.area ?? '', (counts.get(restaurant.area ?? '') ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...AREAS].sort());
    for (const count of counts.values()) expect(count).toBe(12);
    for (const { restaurant } of catalogue) {
      expect(restaurant.address).toContain(restaurant.area ?? '');
      expect(restaurant.address).toMatch(/Chennai \d{6}$/);
    }
  });

  it('gives every restaurant a unique name, even past the template list', () => {
    const names = catalogue.map((entry) => entry.restaurant.name);
    expect(new Set(names).size).toBe(names.length);
    const big = buildCatalogue({ restaurants: 500, dishesPerRestaurant: 5 });
    const bigNames = big.map((entry) => entry.restaurant.name);
    expect(new Set(bigNames).size).toBe(bigNames.length);
  });

  it('uses known cuisines and sane restaurant fields', () => {
    for (const { restaurant } of catalogue) {
      expect(restaurant.cuisine?.length).toBeGreaterThanOrEqual(1);
      expect(restaurant.cuisine?.length).toBeLessThanOrEqual(3);
      for (const c of restaurant.cuisine ?? []) expect(CUISINES).toContain(c);
      expect(restaurant.rating).toBeGreaterThanOrEqual(3.2);
      expect(restaurant.rating).toBeLessThanOrEqual(4.9);
      expect(restaurant.ratingCount).toBeGreaterThanOrEqual(20);
      expect(restaurant.ratingCount).toBeLessThanOrEqual(60);
      expect([20, 25, 30, 35, 40, 45, 50, 60]).toContain(restaurant.deliveryTime);
      expect([1, 2, 3]).toContain(restaurant.priceLevel);
    }
    expect(catalogue.filter((e) => e.restaurant.isActive === false)).toHaveLength(2);
  });

  it('has all five categories and at least the requested dish count per restaurant', () => {
    for (const entry of catalogue) {
      expect(entry.dishes.length).toBeGreaterThanOrEqual(20);
      expect(new Set(entry.dishes.map((d) => d.category))).toEqual(new Set(CATEGORIES));
      const names = entry.dishes.map((d) => d.name);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('pads past the menu size with unique variant names', () => {
    const [entry] = buildCatalogue({ restaurants: 1, dishesPerRestaurant: 120 });
    const names = entry?.dishes.map((d) => d.name) ?? [];
    expect(names.length).toBe(120);
    expect(new Set(names).size).toBe(120);
  });

  it('serves only vegetarian dishes at pure-veg restaurants', () => {
    const pureVeg = catalogue.filter((e) => e.restaurant.isVegetarian);
    expect(pureVeg.length).toBeGreaterThan(0);
    for (const entry of pureVeg) {
      expect(entry.dishes.every((d) => d.isVegetarian)).toBe(true);
    }
    for (const entry of catalogue) {
      expect(entry.restaurant.vegOptions).toBe(entry.dishes.some((d) => d.isVegetarian));
    }
  });

  it('has some top-rated restaurants', () => {
    const top = catalogue.filter((e) => (e.restaurant.rating ?? 0) >= 4.5);
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThan(catalogue.length / 2);
  });

  it('sells out some dishes but never a whole restaurant', () => {
    expect(dishes.some((d) => d.isAvailable === false)).toBe(true);
    for (const entry of catalogue) {
      expect(entry.dishes.some((d) => d.isAvailable)).toBe(true);
    }
  });

  it('keeps customization arrays parallel', () => {
    expect(dishes.some((d) => (d.customizations?.length ?? 0) > 0)).toBe(true);
    for (const d of dishes) {
      for (const group of d.customizations ?? []) {
        expect(group.options.length).toBeGreaterThan(0);
        expect(group.optionPricesPaise.length).toBe(group.options.length);
      }
    }
  });

  it('prices dishes in whole rupees within range and averages them per restaurant', () => {
    for (const d of dishes) {
      expect(Number.isInteger(d.pricePaise)).toBe(true);
      expect(d.pricePaise % 100).toBe(0);
      expect(d.pricePaise).toBeGreaterThanOrEqual(4000);
      expect(d.pricePaise).toBeLessThanOrEqual(65000);
      expect(d.rating).toBeGreaterThanOrEqual(3.5);
      expect(d.rating).toBeLessThanOrEqual(4.9);
    }
    expect(dishes.some((d) => d.isVegetarian && d.pricePaise < 25000)).toBe(true);
    expect(dishes.some((d) => d.pricePaise > 40000)).toBe(true);
    expect(dishes.some((d) => d.name.toLowerCase().includes('pizza'))).toBe(true);
    for (const { restaurant, dishes: menu } of catalogue) {
      const mean = menu.reduce((sum, d) => sum + d.pricePaise, 0) / menu.length;
      expect(restaurant.avgPricePaise).toBe(Math.round(mean));
    }
  });

  it('builds bench scale: 5,000 restaurants with 30 dishes each', () => {
    const big = buildCatalogue({ restaurants: 5000, dishesPerRestaurant: 30 });
    expect(big).toHaveLength(5000);
    expect(big.every((e) => e.dishes.length >= 30)).toBe(true);
    expect(new Set(big.map((e) => e.restaurant.name)).size).toBe(5000);
  });
});

describe('seeded pictures', () => {
  const catalogue = buildCatalogue({ restaurants: 60, dishesPerRestaurant: 40, seed: 3 });
  const publicDir = new URL('../../../../web/public', import.meta.url).pathname;

  it('shows each dish a picture of its own kind', () => {
    expect(dishPicture('Schezwan Dosa', 'Fast Food')).toBe('/images/dishes/dosa.svg');
    expect(dishPicture('Cheese Masala Dosa', 'Fast Food')).toBe('/images/dishes/dosa.svg');
    expect(dishPicture('Paneer Kathi Roll', 'Fast Food')).toBe('/images/dishes/roll.svg');
    expect(dishPicture('Cheese Garlic Bread', 'Starter')).toBe('/images/dishes/garlic-bread.svg');
    expect(dishPicture('Vada Pav', 'Fast Food')).toBe('/images/dishes/pav-bhaji.svg');
    expect(dishPicture('Masala Chai', 'Beverage')).toBe('/images/dishes/tea.svg');
    // A glass of milk, not a cup of tea; appams and string hoppers, not dosas.
    expect(dishPicture('Bv Badam Milk', 'Beverage')).toBe('/images/dishes/glass-cream.svg');
    expect(dishPicture('Mv Appam with Veg Stew', 'Main Course')).toBe('/images/dishes/appam.svg');
    expect(dishPicture('Mv Idiyappam with Kurma', 'Main Course')).toBe('/images/dishes/idiyappam.svg');
    expect(dishPicture('Mv Podi Uthappam', 'Main Course')).toBe('/images/dishes/dosa.svg');
    // Every dish the demo menus hold has a drawing of its kind, not only its category's.
    for (const { dishes } of catalogue) {
      for (const d of dishes) expect(dishPictureKind(d.name), d.name).not.toBeNull();
    }
  });

  // Issue 28: a menu matches its kind of restaurant: a biryani house sells no chaat or South
  // Indian sweets, a North Indian kitchen no filter coffee, a tiffin house no North Indian sweets.
  it("serves each kind of restaurant only its own cuisine's dishes", () => {
    const outOfPlace: Record<string, readonly string[]> = {
      biryani: [
        'Aloo Tikki',
        'Mysore Pak',
        'Pav Bhaji',
        'Pani Puri',
        'Bhel Puri',
        'Dosa',
        'Idli',
        'Filter Coffee',
      ],
      north: [
        'Mysore Pak',
        'Rava Kesari',
        'Payasam',
        'Filter Coffee',
        'Jigarthanda',
        'Nannari',
        'Dosa',
        'Idli',
      ],
      multi: ['Mysore Pak', 'Rava Kesari', 'Payasam', 'Filter Coffee', 'Jigarthanda', 'Nannari'],
      south: ['Rasmalai', 'Jalebi', 'Rasgulla', 'Kulfi', 'Double Ka Meetha', 'Lassi'],
      chettinad: ['Rasmalai', 'Jalebi', 'Rasgulla', 'Kulfi', 'Double Ka Meetha', 'Lassi'],
    };
    const big = buildCatalogue({ restaurants: 60, dishesPerRestaurant: 40, seed: 3 });
    let checked = 0;
    for (const { restaurant, dishes } of big) {
      const kind = /restaurants\/(\w+)\.svg$/.exec(restaurant.images?.[0] ?? '')?.[1] ?? '';
      for (const word of outOfPlace[kind] ?? []) {
        checked += 1;
        const wrong = dishes.filter((d) => d.name.includes(word)).map((d) => d.name);
        expect(wrong, `${restaurant.name} (${kind})`).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('varies storefronts by the kind of restaurant, and every picture is a file the app serves', () => {
    const storefronts = new Set(catalogue.map((e) => e.restaurant.images?.[0]));
    expect(storefronts.size).toBe(10);
    const pictures = new Set([...storefronts, ...catalogue.flatMap((e) => e.dishes.map((d) => d.imageUrl))]);
    for (const p of pictures) expect(fs.existsSync(path.join(publicDir, p ?? '')), p).toBe(true);
    // Link previews need a PNG beside each storefront (modules/pages).
    for (const p of storefronts) {
      expect(fs.existsSync(path.join(publicDir, (p ?? '').replace(/\.svg$/, '.png'))), p).toBe(true);
    }
  });
});
