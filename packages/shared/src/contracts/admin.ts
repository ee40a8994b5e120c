import { z } from 'zod';
import { AREAS, DELIVERY_FEE_RUPEES, ROLES } from '../constants.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.ts';
import { ADMIN_MESSAGES as M } from '../messages/admin.ts';
import { LEDGER_MESSAGES } from '../messages/ledger.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import { ZRestaurant } from './catalogue.ts';
import { ZSearchPageQuery } from './common.ts';
import { money, restaurantFields } from './restaurant-fields.ts';
import { AVATARS, ZUser } from './users.ts';

/** Owners' usernames: better-auth's username plugin rules (3 to 30, letters, digits, `.` and `_`). */
export const USERNAME_PATTERN = /^[a-zA-Z0-9_.]{3,30}$/;

export const ZOwnerCredentials = z.object({
  username: z
    .string({ error: M.usernameRequired })
    .trim()
    .min(1, M.usernameRequired)
    .regex(USERNAME_PATTERN, M.usernameInvalid),
  password: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
});

/** A restaurant's own fields as Add Restaurant and Edit submit them (spec 3, "Restaurant (submitted)"). */
export const ZRestaurantFields = z.object({
  name: restaurantFields.name,
  description: restaurantFields.description.default(''),
  cuisine: restaurantFields.cuisine.default([]),
  address: restaurantFields.address,
  area: z.union([z.enum(AREAS), z.literal('')]).default(''),
  location: z
    .object({
      lat: z.coerce.number({ message: 'Latitude must be a number' }).min(-90).max(90),
      lng: z.coerce.number({ message: 'Longitude must be a number' }).min(-180).max(180),
    })
    .default({ lat: 0, lng: 0 }),
  images: restaurantFields.images.default([]),
  openHours: restaurantFields.openHours.default(''),
  minOrderAmount: restaurantFields.minOrderAmount.default(0),
  deliveryFee: money('Delivery fee', 10_000).default(DELIVERY_FEE_RUPEES),
  /** Its GST registration and FSSAI licence, printed on invoices (decision 045). */
  gstin: restaurantFields.gstin,
  fssaiLicence: restaurantFields.fssaiLicence,
  razorpayAccountId: restaurantFields.razorpayAccountId,
  /** The platform's commission on the item total, in basis points (decision 048); absent keeps it. */
  commissionBps: z
    .number({ error: LEDGER_MESSAGES.commissionRange })
    .int(LEDGER_MESSAGES.commissionRange)
    .min(0, LEDGER_MESSAGES.commissionRange)
    .max(10_000, LEDGER_MESSAGES.commissionRange)
    .optional(),
  /** The spec's form sends 0; a new restaurant has no reviews, whatever is sent. */
  rating: z.unknown().optional(),
});

/**
 * POST /api/add-restaurant (spec 3 and 5): the restaurant, and either a new owner's credentials
 * (`ownerCredentials`) or an existing owner's id (`ownerId`).
 */
export const ZAddRestaurantInput = ZRestaurantFields.extend({
  ownerCredentials: ZOwnerCredentials.optional(),
  ownerId: z.uuid({ error: 'must be a valid id' }).optional(),
}).superRefine((value, ctx) => {
  if (!value.ownerId && !value.ownerCredentials) {
    ctx.addIssue({ code: 'custom', path: ['ownerCredentials', 'username'], message: M.usernameRequired });
  }
});
export type TAddRestaurantInput = z.input<typeof ZAddRestaurantInput>;

/** PUT /api/admin/restaurants/:id: the same fields as Add Restaurant, without the owner. */
export const ZRestaurantUpdate = ZRestaurantFields;
export type TRestaurantUpdate = z.input<typeof ZRestaurantUpdate>;

export const ZAddRestaurantResponse = z.object({
  message: z.string(),
  restaurantId: z.string(),
  ownerId: z.string(),
});

/**
 * POST /api/add-user called by an admin (spec 3, "User (admin-submitted)"): the spec's field
 * `passwordHash` carries the password (it is hashed on the server like every password).
 */
export const ZAdminAddUserInput = z.object({
  name: z
    .string({ error: M.userNameRequired })
    .trim()
    .min(1, M.userNameRequired)
    .max(100, 'Name is too long'),
  email: z
    .string({ error: M.emailInvalid })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: M.emailInvalid }).max(254, M.emailInvalid)),
  passwordHash: z
    .string({ error: M.passwordRequired })
    .min(1, M.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
  phone: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .regex(/^\+?[\d\s-]{7,20}$/, 'Enter a valid phone number'),
  role: z.enum(ROLES).default('customer'),
  profileImage: z.enum(AVATARS).default(AVATARS[0]),
  addresses: z.array(z.unknown()).max(0).optional(),
  favorites: z.unknown().optional(),
});
export type TAdminAddUserInput = z.input<typeof ZAdminAddUserInput>;

/** Admin list query (shared paging) for restaurants: optional status filter. */
export const ZAdminRestaurant = ZRestaurant.pick({
  _id: true,
  name: true,
  description: true,
  cuisine: true,
  address: true,
  area: true,
  location: true,
  images: true,
  openHours: true,
  openingHours: true,
  isOpenNow: true,
  nextOpensAt: true,
  openingLine: true,
  minOrderAmount: true,
  deliveryFee: true,
  gstin: true,
  fssaiLicence: true,
  rating: true,
  isActive: true,
  createdAt: true,
}).extend({
  owner: z.object({ _id: z.string(), username: z.string(), email: z.string() }).nullable(),
  commissionBps: z.number().int(),
  /** Where Razorpay Route sends its share; null: its shares wait as pending transfers. */
  razorpayAccountId: z.string().nullable(),
});
export type TAdminRestaurant = z.infer<typeof ZAdminRestaurant>;

export const ZAdminUser = ZUser.extend({ username: z.string(), disabled: z.boolean() });
export type TAdminUser = z.infer<typeof ZAdminUser>;

/** PATCH /api/admin/users/:id: what an admin may change (spec: Edit name, phone, role). */
export const ZAdminUserUpdate = z.object({
  name: z.string().trim().min(1, M.userNameRequired).max(100, 'Name is too long'),
  phone: z
    .string()
    .trim()
    .refine((s) => s === '' || /^\+?[\d\s-]{7,20}$/.test(s), 'Enter a valid phone number'),
  role: z.enum(ROLES),
});
export type TAdminUserUpdate = z.input<typeof ZAdminUserUpdate>;

export const ZActiveInput = z.object({ isActive: z.boolean() });
export const ZDisabledInput = z.object({ disabled: z.boolean() });

/** View Restaurants' query: the shared list query plus a status filter. */
export const ZAdminRestaurantListQuery = ZSearchPageQuery.extend({
  status: z.enum(['active', 'inactive']).optional(),
});

/** View Users' query: the shared list query plus a role filter. */
export const ZAdminUserListQuery = ZSearchPageQuery.extend({ role: z.enum(ROLES).optional() });

/** What the audit log records (modules/admin): one name per kind of admin action. */
export const AUDIT_ACTIONS = [
  'restaurant.create',
  'restaurant.update',
  'restaurant.activate',
  'restaurant.deactivate',
  'user.create',
  'user.update',
  'user.disable',
  'user.enable',
  'order.status',
  'order.refund',
  'delivery.unassign',
  // Customer Feedback and Help Desk (contracts/admin-care.ts)
  'review.hide',
  'review.unhide',
  'ticket.reply',
  'ticket.close',
  'ticket.reopen',
  // Written by the server's own rules and by other admin screens (messages/audit-log.ts words them all).
  'restaurant.autoPaused',
  'settings.update',
  'delivery.assign',
  'payout.create',
  'payout.paid',
  'cash.deposit',
] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const ZAuditListQuery = ZSearchPageQuery.extend({
  action: z.enum(AUDIT_ACTIONS).optional(),
  targetId: z.string().trim().max(64).optional(),
});

export const ZAuditEntry = z.object({
  _id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /** The object's name where it has one (a restaurant's, a user's, a ticket's subject), else null. */
  targetName: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

/** GET /api/admin/dashboard: the admin dashboard's figures, from SQL aggregates. */
export const ZAdminDashboard = z.object({
  ordersToday: z.number().int(),
  gmvToday: z.number(),
  orders7d: z.number().int(),
  gmv7d: z.number(),
  activeRestaurants: z.number().int(),
  inactiveRestaurants: z.number().int(),
  usersByRole: z.record(z.string(), z.number().int()),
  openOrdersByStatus: z.record(z.string(), z.number().int()),
  /** Paid orders / orders placed, over the last 7 days; null when none were placed. */
  paymentSuccessRate: z.number().nullable(),
  recentOrders: z.array(
    z.object({
      _id: z.string(),
      restaurantName: z.string(),
      total: z.number(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
  recentActions: z.array(ZAuditEntry),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboard>;

/** GET /api/admin/users/:id/orders: a user's latest orders (View Users' View). */
export const ZAdminUserOrder = z.object({
  _id: z.string(),
  restaurantName: z.string(),
  total: z.number(),
  status: z.string(),
  createdAt: z.string(),
});
export type TAdminUserOrder = z.infer<typeof ZAdminUserOrder>;
export const ADMIN_USER_ORDERS_LIMIT = 50;
