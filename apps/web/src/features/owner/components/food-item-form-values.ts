import { keptCustomizations, type TFoodItem, type TFoodItemInput } from '@app/shared';

/** What the Add / Edit Food Item form holds; `price` is '' while empty (NumberInput). */
export type FoodItemFormValues = {
  restaurantId: string;
  name: string;
  category: string;
  description: string;
  price: number | '';
  imageUrl: string;
  isAvailable: boolean;
  isVegetarian: boolean;
  customizations: { name: string; options: string[]; optionPrices: number[] }[];
};

export const emptyFoodItem = (restaurantId: string): FoodItemFormValues => ({
  restaurantId,
  name: '',
  category: '',
  description: '',
  price: '',
  imageUrl: '',
  isAvailable: true,
  isVegetarian: false,
  customizations: [{ name: '', options: [''], optionPrices: [0] }],
});

export function valuesOfFoodItem(item: TFoodItem): FoodItemFormValues {
  return {
    restaurantId: typeof item.restaurantId === 'string' ? item.restaurantId : item.restaurantId._id,
    name: item.name,
    category: item.category,
    description: item.description,
    price: item.price,
    imageUrl: item.imageUrl,
    isAvailable: item.isAvailable,
    isVegetarian: item.isVegetarian,
    customizations:
      item.customizations.length > 0
        ? item.customizations.map((c) => ({ name: c.name, options: c.options, optionPrices: c.optionPrices }))
        : [{ name: '', options: [''], optionPrices: [0] }],
  };
}

/** The spec's payload: trimmed text, only groups with a name and a non-blank option. */
export function payloadOf(v: FoodItemFormValues): TFoodItemInput {
  return {
    restaurantId: v.restaurantId.trim(),
    name: v.name.trim(),
    category: v.category,
    description: v.description.trim(),
    price: v.price === '' ? (undefined as unknown as number) : v.price,
    imageUrl: v.imageUrl.trim(),
    isAvailable: v.isAvailable,
    isVegetarian: v.isVegetarian,
    customizations: keptCustomizations(v.customizations),
  };
}
