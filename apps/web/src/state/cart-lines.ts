/**
 * The cart's rules as pure functions over plain data, so they are tested without a browser and
 * every screen (and, later, the server sync) shares one meaning of "add", "set quantity" and "total".
 * Prices here are for display only: the server re-prices every order at checkout.
 */
import { paiseToRupees, priceOption, rupeesToPaise } from '@app/shared';

export type TCartOption = { group: string; option: string };

export type TCartLine = {
  /** Identity of the line: the dish plus its chosen options (same dish, other options = other line). */
  key: string;
  foodItemId: string;
  name: string;
  /** Rupees, menu price plus the chosen options' prices. */
  unitPrice: number;
  image: string;
  options: TCartOption[];
  quantity: number;
};

export type TCartState = {
  /** One restaurant at a time; null when the cart is empty. */
  restaurantId: string | null;
  restaurantName: string;
  lines: TCartLine[];
};

export type TNewCartLine = Omit<TCartLine, 'key' | 'quantity'> & {
  restaurantId: string;
  restaurantName: string;
};

export const EMPTY_CART: TCartState = { restaurantId: null, restaurantName: '', lines: [] };

/** Options in group order, so choosing the same things in another order is the same line. */
function canonicalOptions(options: readonly TCartOption[]): TCartOption[] {
  return [...options]
    .map(({ group, option }) => ({ group, option }))
    .sort((a, b) => (a.group < b.group ? -1 : a.group > b.group ? 1 : 0));
}

export function lineKey(foodItemId: string, options: readonly TCartOption[]): string {
  return JSON.stringify([foodItemId, canonicalOptions(options).map((o) => [o.group, o.option])]);
}

/** True when adding this dish would mix restaurants: the screen asks "Start a new cart?" first. */
export function isOtherRestaurant(state: TCartState, restaurantId: string): boolean {
  return state.lines.length > 0 && state.restaurantId !== restaurantId;
}

/**
 * Adds one of the dish with these options. A dish from another restaurant replaces the cart: the
 * caller has already asked (see `isOtherRestaurant`).
 */
export function addLine(state: TCartState, input: TNewCartLine): TCartState {
  const base = isOtherRestaurant(state, input.restaurantId) ? EMPTY_CART : state;
  const options = canonicalOptions(input.options);
  const key = lineKey(input.foodItemId, options);
  const existing = base.lines.find((l) => l.key === key);
  const lines = existing
    ? base.lines.map((l) => (l.key === key ? { ...l, quantity: l.quantity + 1 } : l))
    : [
        ...base.lines,
        {
          key,
          foodItemId: input.foodItemId,
          name: input.name,
          unitPrice: input.unitPrice,
          image: input.image,
          options,
          quantity: 1,
        },
      ];
  return { restaurantId: input.restaurantId, restaurantName: input.restaurantName, lines };
}

/** Spec 4: a quantity below 1 removes the line. */
export function setLineQuantity(state: TCartState, key: string, quantity: number): TCartState {
  if (!Number.isFinite(quantity) || quantity < 1) return removeLine(state, key);
  const n = Math.floor(quantity);
  if (!state.lines.some((l) => l.key === key)) return state;
  return { ...state, lines: state.lines.map((l) => (l.key === key ? { ...l, quantity: n } : l)) };
}

export function removeLine(state: TCartState, key: string): TCartState {
  const lines = state.lines.filter((l) => l.key !== key);
  return lines.length === 0 ? EMPTY_CART : { ...state, lines };
}

export function cartCount(state: TCartState): number {
  return state.lines.reduce((sum, l) => sum + l.quantity, 0);
}

/** Sum in paise, then back to rupees, so 0.1 + 0.2 style float drift never shows in a total. */
export function cartSubtotal(state: TCartState): number {
  const paise = state.lines.reduce((sum, l) => sum + Math.round(l.unitPrice * 100) * l.quantity, 0);
  return paise / 100;
}

/**
 * A dish's price with the chosen options (rupees), by the server's own `priceOption`; unknown
 * choices add nothing here (the server refuses them when the order is placed).
 */
export function priceWithOptions(
  item: { price: number; customizations: { name: string; options: string[]; optionPrices: number[] }[] },
  chosen: readonly TCartOption[],
): number {
  const dish = {
    name: '',
    customizations: item.customizations.map((c) => ({
      name: c.name,
      options: c.options,
      optionPricesPaise: c.optionPrices.map(rupeesToPaise),
    })),
  };
  const paise = chosen.reduce((sum, { group, option }) => {
    const priced = priceOption(dish, group, option);
    return priced.ok ? sum + priced.value.pricePaise : sum;
  }, rupeesToPaise(item.price));
  return paiseToRupees(paise);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

function parseLine(v: unknown): TCartLine | null {
  if (!isRecord(v)) return null;
  const { foodItemId, name, unitPrice, image, options, quantity } = v;
  if (typeof foodItemId !== 'string' || typeof name !== 'string') return null;
  if (typeof unitPrice !== 'number' || !Number.isFinite(unitPrice) || unitPrice < 0) return null;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  if (!Array.isArray(options)) return null;
  const opts = options.filter(
    (o): o is TCartOption => isRecord(o) && typeof o.group === 'string' && typeof o.option === 'string',
  );
  const canonical = canonicalOptions(opts);
  return {
    key: lineKey(foodItemId, canonical),
    foodItemId,
    name,
    unitPrice,
    image: typeof image === 'string' ? image : '',
    options: canonical,
    quantity,
  };
}

/**
 * Whatever was stored (an older version, a hand edit, another app on the origin) becomes a valid
 * cart: bad lines are dropped, never thrown at the screen.
 */
export function parseStoredCart(raw: unknown): TCartState {
  if (!isRecord(raw) || typeof raw.restaurantId !== 'string' || !Array.isArray(raw.lines)) {
    return EMPTY_CART;
  }
  const lines: TCartLine[] = [];
  for (const candidate of raw.lines) {
    const line = parseLine(candidate);
    if (!line) continue;
    const same = lines.find((l) => l.key === line.key);
    if (same) same.quantity += line.quantity;
    else lines.push(line);
  }
  if (lines.length === 0) return EMPTY_CART;
  return {
    restaurantId: raw.restaurantId,
    restaurantName: typeof raw.restaurantName === 'string' ? raw.restaurantName : '',
    lines,
  };
}
