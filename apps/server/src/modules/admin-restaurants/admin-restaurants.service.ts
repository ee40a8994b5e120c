import {
  ADMIN_MESSAGES,
  MESSAGES,
  rupeesToPaise,
  type TAdminRestaurant,
  type ZAddRestaurantInput,
  type ZRestaurantFields,
} from '@app/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CsvExport, ListSource } from '../../lib/paging.ts';
import { announceZoneChange } from '../../lib/zone-changes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { insertAccount, isUniqueViolation, placeholderEmail, usernameTaken } from '../auth/accounts.ts';
import type { Auth, SessionUser } from '../auth/auth.ts';
import { toAdminRestaurantDto } from './admin-restaurants.mappers.ts';
import * as repo from './admin-restaurants.repo.ts';

type Fields = z.output<typeof ZRestaurantFields>;

function toColumns(f: Fields) {
  return {
    name: f.name,
    description: f.description,
    cuisine: f.cuisine,
    address: f.address,
    area: f.area,
    lat: f.location.lat,
    lng: f.location.lng,
    images: f.images,
    openHours: f.openHours,
    minOrderPaise: rupeesToPaise(f.minOrderAmount),
    deliveryFeePaise: rupeesToPaise(f.deliveryFee),
    // Absent keeps what is saved (a client that knows nothing of them); '' clears.
    ...(f.gstin !== undefined ? { gstin: f.gstin || null } : {}),
    ...(f.fssaiLicence !== undefined ? { fssaiLicence: f.fssaiLicence || null } : {}),
    ...(f.commissionBps !== undefined ? { commissionBps: f.commissionBps } : {}),
    ...(f.razorpayAccountId !== undefined ? { razorpayAccountId: f.razorpayAccountId || null } : {}),
  };
}

/**
 * POST /api/add-restaurant: the restaurant and its owner (a new account from `ownerCredentials`,
 * or an existing owner) in one transaction: a taken username creates nothing.
 */
export async function addRestaurant(
  db: Db,
  auth: Auth,
  caller: SessionUser,
  input: z.output<typeof ZAddRestaurantInput>,
) {
  let passwordHash: string | null = null;
  if (input.ownerId) {
    if (!(await repo.findOwner(db, input.ownerId)))
      throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.ownerNotFound);
  } else if (input.ownerCredentials) {
    if (await usernameTaken(db, input.ownerCredentials.username)) {
      throw new AppError('CONFLICT', ADMIN_MESSAGES.usernameTaken);
    }
    passwordHash = await (await auth.$context).password.hash(input.ownerCredentials.password);
  }
  try {
    const added = await db.transaction(async (tx) => {
      let ownerId = input.ownerId;
      const credentials = input.ownerCredentials;
      if (!ownerId && credentials && passwordHash) {
        ownerId = await insertAccount(tx, {
          name: credentials.username,
          email: placeholderEmail(credentials.username),
          username: credentials.username,
          passwordHash,
          role: 'restaurantOwner',
        });
      }
      if (!ownerId) throw new AppError('BAD_REQUEST', ADMIN_MESSAGES.usernameRequired);
      const values = { ...toColumns(input), ownerId, rating: 0, ratingCount: 0, isActive: true };
      const restaurantId = await repo.insertRestaurant(tx, values);
      await recordAudit(tx, caller, {
        action: 'restaurant.create',
        targetType: 'restaurant',
        targetId: restaurantId,
        after: { ...values, ownerUsername: credentials?.username ?? null },
      });
      return { message: ADMIN_MESSAGES.restaurantAdded, restaurantId, ownerId };
    });
    await announceZoneChange(db);
    return added;
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', ADMIN_MESSAGES.usernameTaken);
    throw err;
  }
}

export async function getRestaurant(db: Db, id: string): Promise<TAdminRestaurant> {
  const row = await repo.findRestaurant(db, id);
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  return toAdminRestaurantDto(row);
}

/** Edit (the Add Restaurant form without the owner), audited with the row before and after. */
export async function updateRestaurant(db: Db, caller: SessionUser, id: string, input: Fields) {
  await db.transaction(async (tx) => {
    const before = await repo.lockRestaurant(tx, id);
    if (!before) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
    const after = await repo.updateRestaurant(tx, id, toColumns(input));
    await recordAudit(tx, caller, {
      action: 'restaurant.update',
      targetType: 'restaurant',
      targetId: id,
      before,
      after,
    });
  });
  await announceZoneChange(db);
  return getRestaurant(db, id);
}

/**
 * Activate / deactivate. An inactive restaurant leaves customer lists and search (they filter on
 * is_active; the public list cache lives 2 s) and who-delivers-here at once (the zone snapshot is
 * forgotten); orders already placed go on as before.
 */
export async function setRestaurantActive(db: Db, caller: SessionUser, id: string, isActive: boolean) {
  const changed = await db.transaction(async (tx) => {
    const before = await repo.lockRestaurant(tx, id);
    if (!before) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
    if (before.isActive === isActive) return false;
    await repo.updateRestaurant(tx, id, { isActive });
    await recordAudit(tx, caller, {
      action: isActive ? 'restaurant.activate' : 'restaurant.deactivate',
      targetType: 'restaurant',
      targetId: id,
      before: { isActive: before.isActive },
      after: { isActive },
    });
    return true;
  });
  if (changed) await announceZoneChange(db);
  return getRestaurant(db, id);
}

export async function listOwners(db: Db, pattern: string | undefined) {
  const rows = await repo.findOwners(db, pattern);
  return rows.map((r) => ({ _id: r.id, name: r.name, username: r.username ?? '', email: r.email }));
}

/** View Restaurants: the list's rows and count, and the CSV's columns. */
export function restaurantListSource(
  db: Db,
  filter: repo.AdminRestaurantFilter,
): ListSource<TAdminRestaurant> {
  return {
    rows: async (limit, offset) =>
      (await repo.findRestaurants(db, filter, limit, offset)).map(toAdminRestaurantDto),
    count: () => repo.countRestaurants(db, filter),
  };
}

export const RESTAURANTS_CSV: CsvExport<TAdminRestaurant> = {
  fileName: 'restaurants-export.csv',
  columns: [
    { header: 'Name', value: (r) => r.name },
    { header: 'Description', value: (r) => r.description },
    { header: 'Cuisine', value: (r) => r.cuisine.join('; ') },
    { header: 'Address', value: (r) => r.address },
    { header: 'Area', value: (r) => r.area },
    { header: 'Open Hours', value: (r) => r.openHours },
    { header: 'Min Order (INR)', value: (r) => r.minOrderAmount },
    { header: 'Delivery Fee (INR)', value: (r) => r.deliveryFee },
    { header: 'Rating', value: (r) => r.rating },
    { header: 'Status', value: (r) => (r.isActive ? 'Active' : 'Inactive') },
    { header: 'Owner Username', value: (r) => r.owner?.username ?? '' },
    { header: 'Owner Email', value: (r) => r.owner?.email ?? '' },
    { header: 'Created At', value: (r) => r.createdAt },
    { header: 'ID', value: (r) => r._id },
  ],
};
