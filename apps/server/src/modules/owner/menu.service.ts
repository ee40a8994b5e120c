import {
  keptCustomizations,
  OWNER_MESSAGES,
  rupeesToPaise,
  type TFoodItem,
  type TFoodItemInputParsed,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ListSource, searchPattern } from '../../lib/paging.ts';
import type { SessionUser } from '../auth/auth.ts';
import { toFoodItemDto } from '../catalogue/catalogue.mappers.ts';
import * as repo from './menu.repo.ts';
import { canManage, managedRestaurant, ownerScope } from './owner-access.ts';

function valuesOf(input: TFoodItemInputParsed): repo.FoodItemValues {
  return {
    restaurantId: input.restaurantId,
    name: input.name,
    category: input.category,
    description: input.description,
    pricePaise: rupeesToPaise(input.price),
    imageUrl: input.imageUrl,
    isAvailable: input.isAvailable,
    isVegetarian: input.isVegetarian,
    customizations: keptCustomizations(input.customizations).map((c) => ({
      name: c.name,
      options: c.options,
      optionPricesPaise: c.optionPrices.map(rupeesToPaise),
    })),
  };
}

const toDto = (row: repo.ManagedFoodItemRow): TFoodItem => toFoodItemDto(row, 'object');

/** A dish the caller may manage, or 404 (someone else's dish is as good as missing). */
async function managedFoodItem(db: Db, caller: SessionUser, id: string): Promise<repo.ManagedFoodItemRow> {
  const row = await repo.findFoodItemWithOwner(db, id);
  if (!row || !canManage(caller, row.ownerId))
    throw new AppError('NOT_FOUND', OWNER_MESSAGES.foodItemNotFound);
  return row;
}

async function reload(db: Db, id: string): Promise<TFoodItem> {
  const row = await repo.findFoodItemWithOwner(db, id);
  if (!row) throw new AppError('NOT_FOUND', OWNER_MESSAGES.foodItemNotFound);
  return toDto(row);
}

/** POST /api/add-food-item: only into a restaurant the caller manages. */
export async function addFoodItem(
  db: Db,
  caller: SessionUser,
  input: TFoodItemInputParsed,
): Promise<TFoodItem> {
  await managedRestaurant(db, caller, input.restaurantId);
  const id = await repo.insertFoodItem(db, valuesOf(input));
  return reload(db, id);
}

/** PUT /api/food-items/{id}: the whole dish again; it may move only to another restaurant the caller manages. */
export async function editFoodItem(
  db: Db,
  caller: SessionUser,
  id: string,
  input: TFoodItemInputParsed,
): Promise<TFoodItem> {
  const current = await managedFoodItem(db, caller, id);
  if (input.restaurantId !== current.restaurantId) await managedRestaurant(db, caller, input.restaurantId);
  await repo.updateFoodItem(db, id, valuesOf(input));
  return reload(db, id);
}

export async function setAvailability(
  db: Db,
  caller: SessionUser,
  id: string,
  isAvailable: boolean,
): Promise<TFoodItem> {
  await managedFoodItem(db, caller, id);
  await repo.setFoodItemAvailability(db, id, isAvailable);
  return reload(db, id);
}

export async function deleteFoodItem(db: Db, caller: SessionUser, id: string): Promise<{ ok: true }> {
  await managedFoodItem(db, caller, id);
  await repo.deleteFoodItem(db, id);
  return { ok: true };
}

export async function getFoodItem(db: Db, caller: SessionUser, id: string): Promise<TFoodItem> {
  return toDto(await managedFoodItem(db, caller, id));
}

/** Menu Management's rows: the caller's dishes (one restaurant, or all of theirs), searched. */
export async function menuList(
  db: Db,
  caller: SessionUser,
  q: { restaurantId?: string | undefined; q?: string | undefined },
): Promise<ListSource<TFoodItem>> {
  if (q.restaurantId) await managedRestaurant(db, caller, q.restaurantId);
  const filter: repo.MenuFilter = {
    ownerId: ownerScope(caller),
    restaurantId: q.restaurantId,
    pattern: searchPattern(q.q),
  };
  return {
    rows: async (limit, offset) => (await repo.findManagedFoodItems(db, filter, limit, offset)).map(toDto),
    count: () => repo.countManagedFoodItems(db, filter),
  };
}

/** Spec 9: food-items-export.csv, every filtered row. */
export const FOOD_ITEMS_CSV = {
  fileName: 'food-items-export.csv',
  columns: [
    { header: 'ID', value: (f: TFoodItem) => f._id },
    { header: 'Name', value: (f: TFoodItem) => f.name },
    { header: 'Category', value: (f: TFoodItem) => f.category },
    { header: 'Description', value: (f: TFoodItem) => f.description },
    { header: 'Price', value: (f: TFoodItem) => f.price.toFixed(2) },
    {
      header: 'Restaurant',
      value: (f: TFoodItem) => (typeof f.restaurantId === 'string' ? f.restaurantId : f.restaurantId.name),
    },
    { header: 'Available', value: (f: TFoodItem) => (f.isAvailable ? 'Available' : 'Unavailable') },
    { header: 'Vegetarian', value: (f: TFoodItem) => (f.isVegetarian ? 'Veg' : 'Non-Veg') },
    {
      header: 'Customizations',
      value: (f: TFoodItem) => f.customizations.map((c) => `${c.name}: ${c.options.join(' / ')}`).join('; '),
    },
    { header: 'Image URL', value: (f: TFoodItem) => f.imageUrl },
  ],
};
