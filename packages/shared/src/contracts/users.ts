import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { MESSAGES } from '../messages.ts';

/** The three preset avatars offered on the profile and add-user screens. */
export const AVATARS = ['/images/avatars/1.svg', '/images/avatars/2.svg', '/images/avatars/3.svg'] as const;

export const ZRole = z.enum(ROLES);

export const ZAddress = z.object({
  label: z.string().max(50),
  street: z.string().max(200),
  city: z.string().max(100),
  pincode: z.string().max(12),
});
export type TAddress = z.infer<typeof ZAddress>;

export const ZFavoriteFoods = z.object({
  desserts: z.array(z.string().max(100)).max(20),
  fastFood: z.array(z.string().max(100)).max(20),
  mainCourse: z.array(z.string().max(100)).max(20),
});
export type TFavoriteFoods = z.infer<typeof ZFavoriteFoods>;

const required = (max: number) =>
  z.string().trim().min(1, MESSAGES.profileInvalid).max(max, MESSAGES.profileInvalid);

/**
 * Spec 5: name, phone, avatar and every address's label, street, city, pincode must be non-empty
 * after trimming, else the one message. The email comes from the session, never from the body.
 */
export const ZProfileInput = z.object({
  name: required(100),
  phone: required(20).regex(/^\+?[\d\s-]{7,20}$/, MESSAGES.profileInvalid),
  profileImage: z.enum(AVATARS, { error: MESSAGES.profileInvalid }),
  // Nobody changes their own role here: the spec's body may carry "customer", which has no effect;
  // any other role is refused.
  role: z.literal('customer', { error: MESSAGES.profileInvalid }).optional(),
  addresses: z
    .array(
      z.object({
        label: required(50),
        street: required(200),
        city: required(100),
        pincode: required(12),
      }),
      { error: MESSAGES.profileInvalid },
    )
    .min(1, MESSAGES.profileInvalid)
    .max(10, 'At most 10 addresses.'),
  favorites: ZFavoriteFoods.default({ desserts: [], fastFood: [], mainCourse: [] }),
});
/**
 * The same profile for an owner, a rider or an admin: no delivery addresses nor favourite foods
 * (a person who does not order from the app is not asked for them; what they hold is kept).
 */
export const ZStaffProfileInput = ZProfileInput.pick({
  name: true,
  phone: true,
  profileImage: true,
  role: true,
});
export type TStaffProfileInput = z.input<typeof ZStaffProfileInput>;
export type TProfileInput = z.input<typeof ZProfileInput>;

/** The signed-in user as the web app needs it. */
export const ZMe = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  phone: z.string(),
  profileImage: z.string().nullable(),
  addresses: z.array(ZAddress),
  favorites: ZFavoriteFoods,
  profileCompleted: z.boolean(),
});
export type TMe = z.infer<typeof ZMe>;

export const ZSessionResponse = z.object({ user: ZMe.nullable() });

/** User as the spec reads it (section 3). */
export const ZUser = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: ZRole,
  profileImage: z.string().nullable(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZUserTypeQuery = z.object({ email: z.email({ error: 'must be a valid email' }) });
export const ZUserTypeResponse = z.object({ userRole: ZRole, name: z.string() });

/** Favourite restaurants of the signed-in user (PUT replaces the whole set). */
export const ZFavoritesInput = z.object({
  restaurantIds: z.array(z.uuid({ error: 'must be a valid id' })).max(200, 'At most 200 favourites.'),
});
export const ZFavoritesResponse = z.array(z.string());
