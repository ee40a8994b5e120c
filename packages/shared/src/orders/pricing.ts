/**
 * The server prices every order from its own menu (product decisions, "Money, cart and orders"):
 * whatever price or total the client sent is never looked at. All arithmetic is in integer paise.
 */
import { MESSAGES } from '../messages.ts';
import { formatRupees, paiseToRupees } from '../money.ts';

export type TMenuItemForPricing = {
  id: string;
  restaurantId: string;
  name: string;
  pricePaise: number;
  isAvailable: boolean;
  customizations: { name: string; options: string[]; optionPricesPaise: number[] }[];
};
export type TRequestedLine = {
  foodItemId: string;
  quantity: number;
  options: { group: string; option: string }[];
};
export type TPricedOption = { group: string; option: string; pricePaise: number };
export type TPricedLine = {
  foodItemId: string;
  name: string;
  quantity: number;
  unitPricePaise: number;
  options: TPricedOption[];
  lineTotalPaise: number;
};
export type TPricingResult =
  | { ok: true; lines: TPricedLine[]; subtotalPaise: number; deliveryFeePaise: number; totalPaise: number }
  | { ok: false; reason: string };

export const MAX_LINE_QUANTITY = 50;
export const MIN_LINE_QUANTITY = 1;
export const MAX_ORDER_LINES = 50;

type TPriceOrderArgs = {
  restaurantId: string;
  minOrderPaise: number;
  deliveryFeePaise: number;
  lines: TRequestedLine[];
  menu: Map<string, TMenuItemForPricing>;
};
export type TStep<T> = { ok: true; value: T } | { ok: false; reason: string };

function fail(reason: string): { ok: false; reason: string } {
  return { ok: false, reason };
}

function isValidQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_LINE_QUANTITY && quantity <= MAX_LINE_QUANTITY;
}

/**
 * One chosen option's price: the price at the option's place in its group. The server prices orders
 * with it; the cart (apps/web/src/state/cart-lines.ts) shows the same price before the order is sent.
 */
export function priceOption(
  item: Pick<TMenuItemForPricing, 'name' | 'customizations'>,
  group: string,
  option: string,
): TStep<TPricedOption> {
  const customization = item.customizations.find((c) => c.name === group);
  const index = customization ? customization.options.indexOf(option) : -1;
  if (!customization || index < 0) return fail(`${option} is not a choice for ${item.name}.`);
  // Spec'd customisations carry no prices, so an option without one is free.
  return { ok: true, value: { group, option, pricePaise: customization.optionPricesPaise[index] ?? 0 } };
}

function priceOptions(
  item: TMenuItemForPricing,
  requested: TRequestedLine['options'],
): TStep<TPricedOption[]> {
  const priced: TPricedOption[] = [];
  const seenGroups = new Set<string>();
  for (const { group, option } of requested) {
    // A group is a single choice (size, spice level); two picks would be charged twice.
    if (seenGroups.has(group)) return fail(`Choose only one ${group} for ${item.name}.`);
    seenGroups.add(group);
    const result = priceOption(item, group, option);
    if (!result.ok) return result;
    priced.push(result.value);
  }
  return { ok: true, value: priced };
}

function findDish(args: TPriceOrderArgs, foodItemId: string): TStep<TMenuItemForPricing> {
  const item = args.menu.get(foodItemId);
  if (!item) return fail('One of the dishes is no longer on the menu.');
  if (item.restaurantId !== args.restaurantId) return fail('All dishes must come from the same restaurant.');
  if (!item.isAvailable) return fail(`${item.name} is sold out.`);
  return { ok: true, value: item };
}

function priceLine(args: TPriceOrderArgs, line: TRequestedLine): TStep<TPricedLine> {
  if (!isValidQuantity(line.quantity)) {
    return fail(`Quantity must be between ${MIN_LINE_QUANTITY} and ${MAX_LINE_QUANTITY}.`);
  }
  const dish = findDish(args, line.foodItemId);
  if (!dish.ok) return dish;
  const options = priceOptions(dish.value, line.options);
  if (!options.ok) return options;
  const unitPricePaise = options.value.reduce((sum, o) => sum + o.pricePaise, dish.value.pricePaise);
  return {
    ok: true,
    value: {
      foodItemId: line.foodItemId,
      name: dish.value.name,
      quantity: line.quantity,
      unitPricePaise,
      options: options.value,
      lineTotalPaise: unitPricePaise * line.quantity,
    },
  };
}

export function priceOrder(args: TPriceOrderArgs): TPricingResult {
  if (args.lines.length === 0) return fail(MESSAGES.cartEmpty);
  if (args.lines.length > MAX_ORDER_LINES) {
    return fail(`An order can have at most ${MAX_ORDER_LINES} different items.`);
  }
  const lines: TPricedLine[] = [];
  for (const requested of args.lines) {
    const priced = priceLine(args, requested);
    if (!priced.ok) return priced;
    lines.push(priced.value);
  }
  const subtotalPaise = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  // The minimum is on the food itself; the delivery fee does not count towards it.
  if (subtotalPaise < args.minOrderPaise) {
    return fail(minimumOrderMessage(args.minOrderPaise));
  }
  const { deliveryFeePaise } = args;
  return { ok: true, lines, subtotalPaise, deliveryFeePaise, totalPaise: subtotalPaise + deliveryFeePaise };
}

/**
 * The minimum order's refusal, as the server says it; with the cart's item total, the cart adds how
 * much more it needs ("Add ₹40.00 more."), worked out in paise.
 */
export function minimumOrderMessage(minOrderPaise: number, itemTotalPaise?: number): string {
  const refusal = `The minimum order for this restaurant is ${formatRupees(paiseToRupees(minOrderPaise))}.`;
  if (itemTotalPaise === undefined) return refusal;
  return `${refusal} Add ${formatRupees(paiseToRupees(minOrderPaise - itemTotalPaise))} more.`;
}
