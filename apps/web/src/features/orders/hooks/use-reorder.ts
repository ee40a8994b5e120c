import type { TFoodItem, TOrder } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { menuQuery } from '../../../queries/menu.ts';
import { cart, type TCartOption } from '../../../state/cart.ts';
import { lineKey, priceWithOptions } from '../../../state/cart-lines.ts';

export type ReorderResult = { added: number; unavailable: string[] };

type Planned = { dish: TFoodItem; options: TCartOption[]; quantity: number };

/** Choices the dish still offers; a dropped option would otherwise fail at checkout. */
function stillOffered(dish: TFoodItem, options: TOrder['items'][number]['options']): TCartOption[] {
  return options
    .filter((o) => dish.customizations.some((c) => c.name === o.group && c.options.includes(o.option)))
    .map(({ group, option }) => ({ group, option }));
}

function plan(order: TOrder, menu: TFoodItem[]): { lines: Map<string, Planned>; unavailable: string[] } {
  const byId = new Map(menu.map((d) => [d._id, d]));
  const lines = new Map<string, Planned>();
  const unavailable: string[] = [];
  for (const item of order.items) {
    const dish = item.foodItemId ? byId.get(item.foodItemId) : undefined;
    if (!dish?.isAvailable) {
      unavailable.push(item.name);
      continue;
    }
    const options = stillOffered(dish, item.options);
    const key = lineKey(dish._id, options);
    const quantity = (lines.get(key)?.quantity ?? 0) + item.quantity;
    lines.set(key, { dish, options, quantity });
  }
  return { lines, unavailable };
}

/**
 * Reorder: the cart becomes this order's dishes at today's menu prices; dishes no longer on the
 * menu (or sold out) are named so the person knows what is missing. Nothing changes when none is left.
 */
export function useReorder(): (order: TOrder) => Promise<ReorderResult> {
  const queryClient = useQueryClient();
  return useCallback(
    async (order: TOrder) => {
      const menu = await queryClient.fetchQuery({ ...menuQuery(order.restaurantId), staleTime: 0 });
      const { lines, unavailable } = plan(order, menu.items);
      if (lines.size === 0) return { added: 0, unavailable };
      cart.clear();
      for (const [key, { dish, options, quantity }] of lines) {
        cart.add({
          restaurantId: order.restaurantId,
          restaurantName: order.restaurantName,
          foodItemId: dish._id,
          name: dish.name,
          unitPrice: priceWithOptions(dish, options),
          image: dish.imageUrl,
          options,
        });
        cart.setQuantity(key, quantity);
      }
      return { added: lines.size, unavailable };
    },
    [queryClient],
  );
}
