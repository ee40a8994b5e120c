import type { TFoodItem, TRestaurant } from '@app/shared';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { cart, type TCartOption, type TNewCartLine, useCart } from '../../../state/cart.ts';
import { priceWithOptions } from '../../../state/cart-lines.ts';

// Dialogs load on first use: most visits to a menu never open one.
const CustomiseDishModal = lazy(() => import('../components/customise-dish-modal.tsx'));
const StartNewCartModal = lazy(() => import('../components/start-new-cart-modal.tsx'));

function toLine(restaurant: TRestaurant, item: TFoodItem, options: TCartOption[]): TNewCartLine {
  return {
    restaurantId: restaurant._id,
    restaurantName: restaurant.name,
    foodItemId: item._id,
    name: item.name,
    unitPrice: priceWithOptions(item, options),
    image: item.imageUrl,
    options,
  };
}

/**
 * Adding a dish from the menu: straight in, through the customisation dialog when it has choices,
 * and through "Start a new cart?" when the cart holds another restaurant's dishes.
 */
export function useAddToCart(restaurant: TRestaurant): {
  request: (item: TFoodItem) => void;
  dialogs: ReactNode;
} {
  const { restaurantName } = useCart();
  const [customising, setCustomising] = useState<TFoodItem | null>(null);
  const [conflict, setConflict] = useState<TNewCartLine | null>(null);
  // Kept mounted after first use so the dialogs can play their closing transition.
  const [customiseLoaded, setCustomiseLoaded] = useState(false);
  const [conflictLoaded, setConflictLoaded] = useState(false);

  const add = (item: TFoodItem, options: TCartOption[]) => {
    const line = toLine(restaurant, item, options);
    if (cart.add(line) === 'otherRestaurant') {
      setConflictLoaded(true);
      setConflict(line);
    }
  };

  const request = (item: TFoodItem) => {
    if (!item.isAvailable) return;
    if (item.customizations.length === 0) return add(item, []);
    setCustomiseLoaded(true);
    setCustomising(item);
  };

  const dialogs = (
    <Suspense fallback={null}>
      {customiseLoaded && (
        <CustomiseDishModal
          item={customising}
          opened={customising !== null}
          onClose={() => setCustomising(null)}
          onAdd={(item, options) => {
            setCustomising(null);
            add(item, options);
          }}
        />
      )}
      {conflictLoaded && (
        <StartNewCartModal
          opened={conflict !== null}
          currentRestaurant={restaurantName}
          nextRestaurant={restaurant.name}
          onKeep={() => setConflict(null)}
          onStartNew={() => {
            if (conflict) cart.startNewWith(conflict);
            setConflict(null);
          }}
        />
      )}
    </Suspense>
  );

  return { request, dialogs };
}
