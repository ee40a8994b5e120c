import { indiaDate, startOfIndiaWeek } from '@app/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessages,
  coupons,
  foodItems,
  payouts,
  restaurants,
  reviews,
  siteSettings,
} from '../src/db/schema/index.ts';
import { makeFoodItem, makeRestaurant } from '../src/db/seed/factories.ts';
import { deliverOrder, goOnDuty, makeReady, pickUp } from './delivery-fixtures.ts';
import { call, ORIGIN } from './http.ts';
import { makeMenu, orderBody, placeOrder, placePaidOrder } from './order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from './personas.ts';
import { SETTINGS_BODY } from './settings-fixtures.ts';
import { createTestApp, type TestContext } from './test-app.ts';

/**
 * Every /api route, called by every kind of caller, with the status each must get. A route that
 * the app registers but this table does not list fails the first test: a new route cannot ship
 * without someone deciding who may call it.
 */
const PERSONAS = ['anonymous', 'customer', 'otherCustomer', 'owner', 'otherOwner', 'rider', 'admin'] as const;
type PersonaName = (typeof PERSONAS)[number];
type Expect = Record<PersonaName, number>;

type World = {
  people: Record<Exclude<PersonaName, 'anonymous'>, Persona>;
  restaurantId: string;
  dishId: string;
  /** A new order of `customer` from `owner`'s restaurant, in the given state. */
  freshOrder(
    state: 'unpaid' | 'paid' | 'preparing' | 'ready' | 'accepted' | 'onTheWay' | 'delivered',
  ): Promise<string>;
  /** A new dish of `owner`'s restaurant (for calls that delete one). */
  freshDish(): Promise<string>;
  /** A review of `owner`'s restaurant. */
  reviewId: string;
  /** A small PNG, and an uploaded photo's id. */
  png: Buffer;
  imageId: string;
  /** An on-duty rider the admin may assign orders to by hand (holds nothing else). */
  riderId: string;
};

type Request = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
};
type Case = {
  request: (w: World) => Request | Promise<Request>;
  expect: Expect;
  /** A Server-Sent Events stream: checked over a real connection, since it never ends by itself. */
  stream?: boolean;
};

/** Distinct weeks for the payouts the matrix marks paid (one payout per party and week). */
let payoutWeeks = 0;
/** Distinct push endpoints (one row per browser). */
let pushEndpoints = 0;

const all = (status: number): Expect => Object.fromEntries(PERSONAS.map((p) => [p, status])) as Expect;
const signedIn = (status: number): Expect => ({ ...all(status), anonymous: 401 });
const adminOnly = (status: number): Expect => ({ ...all(403), anonymous: 401, admin: status });
const ridersOnly = (status: number): Expect => ({ ...all(403), anonymous: 401, rider: status });
const customerOrAdmin = (status: number): Expect => ({ ...adminOnly(status), customer: status });
const customersOnly = (status: number): Expect => ({
  ...all(403),
  anonymous: 401,
  customer: status,
  otherCustomer: status,
});

/** Owner routes: the restaurant's owner and admins; another owner gets 404 (it does not exist for them). */
const managers = (status: number, otherOwner = 404): Expect => ({
  ...signedIn(403),
  owner: status,
  otherOwner,
  admin: status,
});

let couponCount = 0;
const newCoupon = () => {
  couponCount += 1;
  return { code: `MATRIX${couponCount}`, kind: 'flat', value: 10 };
};

const validDish = (restaurantId: string) => ({
  restaurantId,
  name: 'Kothu Parotta',
  category: 'Main Course',
  price: 180,
  imageUrl: 'https://example.com/kothu.jpg',
  customizations: [{ name: 'Spice', options: ['Mild', 'Hot'] }],
});

const validSettings = {
  name: "owner's kitchen",
  description: 'Tiffin all day.',
  cuisine: ['Indian'],
  address: '12, 2nd Avenue, Anna Nagar, Chennai 600040',
  location: { lat: 13.085, lng: 80.21 },
  images: ['/images/restaurants/1.svg'],
  openHours: '7:00 AM - 10:00 PM',
  minOrderAmount: 100,
  deliveryTime: 30,
  isPaused: false,
};

const validProfile = {
  name: 'Meena',
  phone: '98400 11111',
  profileImage: '/images/avatars/2.svg',
  addresses: [{ label: 'Home', street: '4, Lake View Road', city: 'Chennai', pincode: '600033' }],
};

let matrixCounter = 0;

const MATRIX: Record<string, Case> = {
  'GET /api/restaurants': { request: () => ({ method: 'GET', url: '/api/restaurants' }), expect: all(200) },
  'GET /api/restaurants/:id': {
    request: (w) => ({ method: 'GET', url: `/api/restaurants/${w.restaurantId}` }),
    expect: all(200),
  },
  'GET /api/restaurants/:id/slots': {
    request: (w) => ({ method: 'GET', url: `/api/restaurants/${w.restaurantId}/slots` }),
    expect: all(200),
  },
  'GET /api/food-items-by-restaurant': {
    request: (w) => ({ method: 'GET', url: `/api/food-items-by-restaurant?restaurantId=${w.restaurantId}` }),
    expect: all(200),
  },
  'GET /api/food-items': { request: () => ({ method: 'GET', url: '/api/food-items' }), expect: all(200) },
  'GET /api/search': { request: () => ({ method: 'GET', url: '/api/search?q=dosa' }), expect: all(200) },
  'GET /api/search/suggestions': {
    request: () => ({ method: 'GET', url: '/api/search/suggestions?q=do' }),
    expect: all(200),
  },
  'POST /api/contact-messages': {
    request: () => ({
      method: 'POST',
      url: '/api/contact-messages',
      body: { name: 'Ravi', email: 'ravi@example.com', subject: 'Hello', message: 'Great food!' },
    }),
    expect: all(201),
  },
  'GET /api/client-config': {
    request: () => ({ method: 'GET', url: '/api/client-config' }),
    expect: all(200),
  },
  'GET /api/session': { request: () => ({ method: 'GET', url: '/api/session' }), expect: all(200) },
  'POST /api/add-user': {
    request: () => ({ method: 'POST', url: '/api/add-user', body: validProfile }),
    expect: signedIn(200),
  },
  'GET /api/users/get-user-type': {
    request: (w) => ({ method: 'GET', url: `/api/users/get-user-type?email=${w.people.customer.email}` }),
    expect: customerOrAdmin(200),
  },
  'GET /api/users/:id': {
    request: (w) => ({ method: 'GET', url: `/api/users/${w.people.customer.id}` }),
    expect: customerOrAdmin(200),
  },
  'GET /api/View-all-users': {
    request: () => ({ method: 'GET', url: '/api/View-all-users' }),
    expect: adminOnly(200),
  },
  'GET /api/favorites': { request: () => ({ method: 'GET', url: '/api/favorites' }), expect: signedIn(200) },
  'PUT /api/favorites': {
    request: (w) => ({ method: 'PUT', url: '/api/favorites', body: { restaurantIds: [w.restaurantId] } }),
    expect: signedIn(200),
  },
  // Decision 051: notification choices and this browser's push subscription, anyone signed in.
  'GET /api/push/public-key': {
    request: () => ({ method: 'GET', url: '/api/push/public-key' }),
    expect: all(200),
  },
  'POST /api/push/subscriptions': {
    request: () => ({
      method: 'POST',
      url: '/api/push/subscriptions',
      body: {
        endpoint: `https://push.example.com/${++pushEndpoints}`,
        keys: { p256dh: 'key', auth: 'secret' },
      },
    }),
    expect: signedIn(201),
  },
  'DELETE /api/push/subscriptions': {
    request: () => ({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      body: { endpoint: 'https://push.example.com/1' },
    }),
    expect: signedIn(200),
  },
  'GET /api/notifications/preferences': {
    request: () => ({ method: 'GET', url: '/api/notifications/preferences' }),
    expect: signedIn(200),
  },
  'PUT /api/notifications/preferences': {
    request: () => ({
      method: 'PUT',
      url: '/api/notifications/preferences',
      body: { push: true, email: true, sms: false },
    }),
    expect: signedIn(200),
  },
  'GET /api/cart': { request: () => ({ method: 'GET', url: '/api/cart' }), expect: customersOnly(200) },
  'PUT /api/cart': {
    request: (w) => ({
      method: 'PUT',
      url: '/api/cart',
      body: { restaurantId: w.restaurantId, lines: [{ foodItemId: w.dishId, quantity: 1, options: [] }] },
    }),
    expect: customersOnly(200),
  },
  'POST /api/orders': {
    request: (w) => ({
      method: 'POST',
      url: '/api/orders',
      body: orderBody(w.restaurantId, [{ foodItemId: w.dishId, quantity: 1 }]),
    }),
    expect: customersOnly(201),
  },
  'POST /api/orders/quote': {
    request: (w) => ({
      method: 'POST',
      url: '/api/orders/quote',
      body: orderBody(w.restaurantId, [{ foodItemId: w.dishId, quantity: 1 }]),
    }),
    expect: customersOnly(200),
  },
  'GET /api/orders': { request: () => ({ method: 'GET', url: '/api/orders' }), expect: signedIn(200) },
  'GET /api/order/:orderId': {
    request: async (w) => ({ method: 'GET', url: `/api/order/${await w.freshOrder('paid')}` }),
    expect: { ...signedIn(403), customer: 200, owner: 200, admin: 200 },
  },
  'GET /api/order/:orderId/invoice': {
    request: async (w) => ({ method: 'GET', url: `/api/order/${await w.freshOrder('paid')}/invoice` }),
    expect: { ...signedIn(403), customer: 200, owner: 200, admin: 200 },
  },
  'GET /api/order/:orderId/credit-note': {
    // Paid, not refunded: those who may read it hear that it has no credit note (404), others 403.
    request: async (w) => ({ method: 'GET', url: `/api/order/${await w.freshOrder('paid')}/credit-note` }),
    expect: { ...signedIn(403), customer: 404, owner: 404, admin: 404 },
  },
  'POST /api/orders/:id/status': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${await w.freshOrder('paid')}/status`,
      body: { status: 'Preparing' },
    }),
    expect: { ...signedIn(403), owner: 200, admin: 200 },
  },
  'POST /api/orders/:id/payment/verify': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${await w.freshOrder('unpaid')}/payment/verify`,
      body: { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'forged' },
    }),
    expect: { ...customersOnly(404), customer: 400 },
  },
  'GET /api/orders/:id/payment': {
    request: async (w) => ({ method: 'GET', url: `/api/orders/${await w.freshOrder('unpaid')}/payment` }),
    // The other customer gets 404: someone else's order does not exist for them.
    expect: { ...customersOnly(404), customer: 200 },
  },
  'POST /api/orders/:id/payment/test': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${await w.freshOrder('unpaid')}/payment/test`,
      body: { outcome: 'success' },
    }),
    expect: { ...customersOnly(404), customer: 200 },
  },
  'POST /api/orders/:id/tip': {
    // Paid, not delivered yet: its customer is told so (409); another customer's order is not found.
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${await w.freshOrder('paid')}/tip`,
      body: { tip: 30 },
    }),
    expect: { ...customersOnly(404), customer: 409 },
  },
  'POST /api/orders/:id/tip/verify': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${await w.freshOrder('paid')}/tip/verify`,
      body: { razorpay_order_id: 'order_x', razorpay_payment_id: 'pay_x', razorpay_signature: 'forged' },
    }),
    expect: { ...customersOnly(404), customer: 409 },
  },
  'POST /api/orders/:id/tip/test': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${await w.freshOrder('paid')}/tip/test`,
      body: { outcome: 'success' },
    }),
    expect: { ...customersOnly(404), customer: 409 },
  },
  'GET /api/orders/events': {
    request: () => ({ method: 'GET', url: '/api/orders/events' }),
    expect: signedIn(200),
    stream: true,
  },
  'POST /api/payments/razorpay/webhook': {
    request: () => ({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      body: { event: 'payment.captured' },
    }),
    expect: all(404), // test payment mode: no webhook secret, so no webhook
  },
  'POST /api/reviews': {
    request: async (w) => ({
      method: 'POST',
      url: '/api/reviews',
      body: { orderId: await w.freshOrder('delivered'), rating: 5, comment: 'Lovely' },
    }),
    expect: { ...customersOnly(403), customer: 201 },
  },
  // --- owner ---
  'POST /api/add-food-item': {
    request: (w) => ({ method: 'POST', url: '/api/add-food-item', body: validDish(w.restaurantId) }),
    expect: managers(201),
  },
  'GET /api/owner/food-items': {
    request: (w) => ({ method: 'GET', url: `/api/owner/food-items?restaurantId=${w.restaurantId}` }),
    expect: managers(200),
  },
  'GET /api/owner/food-items/:id': {
    request: (w) => ({ method: 'GET', url: `/api/owner/food-items/${w.dishId}` }),
    expect: managers(200),
  },
  'PUT /api/food-items/:id': {
    request: (w) => ({
      method: 'PUT',
      url: `/api/food-items/${w.dishId}`,
      body: { ...validDish(w.restaurantId), name: 'Ghee Roast Dosa', price: 140 },
    }),
    expect: managers(200),
  },
  'PATCH /api/food-items/:id/availability': {
    request: (w) => ({
      method: 'PATCH',
      url: `/api/food-items/${w.dishId}/availability`,
      body: { isAvailable: true },
    }),
    expect: managers(200),
  },
  // Decision 052: back on sale, so the dish stays orderable for the calls after this one.
  'PUT /api/food-items/:id/sold-out-today': {
    request: (w) => ({
      method: 'PUT',
      url: `/api/food-items/${w.dishId}/sold-out-today`,
      body: { soldOutToday: false },
    }),
    expect: managers(200),
  },
  'DELETE /api/food-items/:id': {
    request: async (w) => ({ method: 'DELETE', url: `/api/food-items/${await w.freshDish()}` }),
    expect: managers(200),
  },
  'GET /api/owner/restaurants': {
    request: () => ({ method: 'GET', url: '/api/owner/restaurants' }),
    expect: managers(200, 200),
  },
  'GET /api/owner/restaurants/:id': {
    request: (w) => ({ method: 'GET', url: `/api/owner/restaurants/${w.restaurantId}` }),
    expect: managers(200),
  },
  'PUT /api/owner/restaurants/:id': {
    request: (w) => ({ method: 'PUT', url: `/api/owner/restaurants/${w.restaurantId}`, body: validSettings }),
    expect: managers(200),
  },
  'GET /api/owner/dashboard': {
    request: (w) => ({ method: 'GET', url: `/api/owner/dashboard?restaurantId=${w.restaurantId}` }),
    expect: managers(200),
  },
  'GET /api/owner/analytics': {
    request: (w) => ({ method: 'GET', url: `/api/owner/analytics?restaurantId=${w.restaurantId}` }),
    expect: managers(200),
  },
  'GET /api/owner/customers': {
    request: (w) => ({ method: 'GET', url: `/api/owner/customers?restaurantId=${w.restaurantId}` }),
    expect: managers(200),
  },
  'GET /api/owner/reports/sales': {
    request: (w) => ({
      method: 'GET',
      url: `/api/owner/reports/sales?restaurantId=${w.restaurantId}&from=2026-01-01&to=2026-12-31`,
    }),
    expect: managers(200),
  },
  'GET /api/owner/reviews': {
    request: (w) => ({ method: 'GET', url: `/api/owner/reviews?restaurantId=${w.restaurantId}` }),
    expect: managers(200),
  },
  'GET /api/owner/reviews/summary': {
    request: (w) => ({ method: 'GET', url: `/api/owner/reviews/summary?restaurantId=${w.restaurantId}` }),
    expect: managers(200),
  },
  'PUT /api/reviews/:id/reply': {
    request: (w) => ({
      method: 'PUT',
      url: `/api/reviews/${w.reviewId}/reply`,
      body: { reply: 'Thank you!' },
    }),
    expect: managers(200),
  },
  'GET /api/restaurants/:id/reviews': {
    request: (w) => ({ method: 'GET', url: `/api/restaurants/${w.restaurantId}/reviews` }),
    expect: all(200),
  },
  'GET /api/owner/help-desk': {
    request: () => ({ method: 'GET', url: '/api/owner/help-desk' }),
    expect: managers(200, 200),
  },
  'POST /api/owner/help-desk': {
    request: () => ({
      method: 'POST',
      url: '/api/owner/help-desk',
      body: { subject: 'Payout date', message: 'When is the next payout?' },
    }),
    expect: managers(201, 201),
  },
  'POST /api/uploads/images': {
    request: (w) => ({
      method: 'POST',
      url: '/api/uploads/images',
      body: w.png,
      headers: { 'content-type': 'image/png' },
    }),
    expect: managers(201, 201),
  },
  'GET /api/images/:id': {
    request: (w) => ({ method: 'GET', url: `/api/images/${w.imageId}` }),
    expect: all(200),
  },
  // branch delivery
  'POST /api/orders/:id/ready': {
    request: async (w) => ({ method: 'POST', url: `/api/orders/${await w.freshOrder('preparing')}/ready` }),
    expect: { ...signedIn(403), owner: 200, admin: 200 },
  },
  // Issue 26: the kitchen ticket, printed by the restaurant (a reprint, so every manager may print).
  'POST /api/orders/:id/ticket': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${await w.freshOrder('preparing')}/ticket`,
      body: { reprint: true },
    }),
    expect: managers(200),
  },
  'GET /api/delivery/duty': {
    request: () => ({ method: 'GET', url: '/api/delivery/duty' }),
    expect: ridersOnly(200),
  },
  'PUT /api/delivery/duty': {
    request: () => ({ method: 'PUT', url: '/api/delivery/duty', body: { onDuty: true } }),
    expect: ridersOnly(200),
  },
  'POST /api/orders/:id/accept': {
    request: async (w) => ({ method: 'POST', url: `/api/orders/${await w.freshOrder('ready')}/accept` }),
    expect: ridersOnly(200),
  },
  'GET /api/delivery/current': {
    request: () => ({ method: 'GET', url: '/api/delivery/current' }),
    expect: ridersOnly(200),
  },
  'GET /api/delivery/history': {
    request: () => ({ method: 'GET', url: '/api/delivery/history' }),
    expect: ridersOnly(200),
  },
  'POST /api/orders/:id/location': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${await w.freshOrder('onTheWay')}/location`,
      body: { lat: 13.08, lng: 80.21 },
    }),
    expect: ridersOnly(200),
  },
  'GET /api/delivery/assignments': {
    request: () => ({ method: 'GET', url: '/api/delivery/assignments' }),
    expect: adminOnly(200),
  },
  'POST /api/orders/:id/unassign': {
    request: async (w) => ({ method: 'POST', url: `/api/orders/${await w.freshOrder('accepted')}/unassign` }),
    expect: adminOnly(200),
  },
  // automatic dispatch: the matrix's rider has no offer, so the answers say so (409) once allowed in
  'POST /api/delivery/position': {
    request: () => ({ method: 'POST', url: '/api/delivery/position', body: { lat: 13.08, lng: 80.21 } }),
    expect: ridersOnly(200),
  },
  'GET /api/delivery/offer': {
    request: () => ({ method: 'GET', url: '/api/delivery/offer' }),
    expect: ridersOnly(200),
  },
  'POST /api/orders/:id/offer/accept': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${await w.freshOrder('preparing')}/offer/accept`,
    }),
    expect: ridersOnly(409),
  },
  'POST /api/orders/:id/offer/decline': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${await w.freshOrder('preparing')}/offer/decline`,
    }),
    expect: ridersOnly(409),
  },
  'GET /api/admin/dispatch': {
    request: () => ({ method: 'GET', url: '/api/admin/dispatch' }),
    expect: adminOnly(200),
  },
  'POST /api/orders/:id/assign': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/orders/${await w.freshOrder('preparing')}/assign`,
      body: { riderId: w.riderId },
    }),
    expect: adminOnly(200),
  },
  // --- admin ---
  'POST /api/add-restaurant': {
    request: () => ({
      method: 'POST',
      url: '/api/add-restaurant',
      body: {
        name: 'Matrix Mess',
        address: '1 Matrix Road',
        ownerCredentials: { username: `matrix_owner_${++matrixCounter}`, password: 'matrix-owner-pw' },
      },
    }),
    expect: adminOnly(201),
  },
  'GET /api/admin/dashboard': {
    request: () => ({ method: 'GET', url: '/api/admin/dashboard' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/restaurants': {
    request: () => ({ method: 'GET', url: '/api/admin/restaurants?q=kitchen' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/restaurants/:id': {
    request: (w) => ({ method: 'GET', url: `/api/admin/restaurants/${w.restaurantId}` }),
    expect: adminOnly(200),
  },
  'PUT /api/admin/restaurants/:id': {
    request: (w) => ({
      method: 'PUT',
      url: `/api/admin/restaurants/${w.restaurantId}`,
      body: {
        name: "owner's kitchen",
        address: '12, 2nd Avenue, Anna Nagar, Chennai 600040',
        cuisine: ['Indian'],
      },
    }),
    expect: adminOnly(200),
  },
  'POST /api/admin/restaurants/:id/active': {
    request: (w) => ({
      method: 'POST',
      url: `/api/admin/restaurants/${w.restaurantId}/active`,
      body: { isActive: true },
    }),
    expect: adminOnly(200),
  },
  'GET /api/admin/owners': {
    request: () => ({ method: 'GET', url: '/api/admin/owners?q=owner' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/users': {
    request: () => ({ method: 'GET', url: '/api/admin/users?q=customer' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/users/:id/orders': {
    request: (w) => ({ method: 'GET', url: `/api/admin/users/${w.people.customer.id}/orders` }),
    expect: adminOnly(200),
  },
  'PATCH /api/admin/users/:id': {
    request: (w) => ({
      method: 'PATCH',
      url: `/api/admin/users/${w.people.otherCustomer.id}`,
      body: { name: 'otherCustomer', phone: '98400 12345', role: 'customer' },
    }),
    expect: adminOnly(200),
  },
  'POST /api/admin/users/:id/disabled': {
    request: (w) => ({
      method: 'POST',
      url: `/api/admin/users/${w.people.otherCustomer.id}/disabled`,
      body: { disabled: false },
    }),
    expect: adminOnly(200),
  },
  'GET /api/admin/audit-log': {
    request: () => ({ method: 'GET', url: '/api/admin/audit-log' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/analytics': {
    request: () => ({ method: 'GET', url: '/api/admin/analytics?from=2026-03-01&to=2026-03-31' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/reports/sales': {
    request: () => ({ method: 'GET', url: '/api/admin/reports/sales?from=2026-03-01&to=2026-03-31' }),
    expect: adminOnly(200),
  },
  'GET /api/coupons': {
    request: (w) => ({ method: 'GET', url: `/api/coupons?restaurantId=${w.restaurantId}&itemTotal=200` }),
    expect: signedIn(200),
  },
  'GET /api/admin/coupons': {
    request: () => ({ method: 'GET', url: '/api/admin/coupons' }),
    expect: adminOnly(200),
  },
  'POST /api/admin/coupons': {
    request: () => ({ method: 'POST', url: '/api/admin/coupons', body: newCoupon() }),
    expect: adminOnly(201),
  },
  'PATCH /api/admin/coupons/:id': {
    request: async () => {
      const [coupon] = await ctx.database.db
        .insert(coupons)
        .values({ code: newCoupon().code, fundedBy: 'platform', kind: 'flat', value: 1000 })
        .returning();
      return { method: 'PATCH', url: `/api/admin/coupons/${coupon?.id}`, body: { isActive: false } };
    },
    expect: adminOnly(200),
  },
  'GET /api/owner/coupons': {
    request: () => ({ method: 'GET', url: '/api/owner/coupons' }),
    expect: managers(200, 200),
  },
  'POST /api/owner/coupons': {
    request: (w) => ({
      method: 'POST',
      url: '/api/owner/coupons',
      body: { ...newCoupon(), restaurantId: w.restaurantId },
    }),
    expect: managers(201, 403),
  },
  'PATCH /api/owner/coupons/:id': {
    request: async (w) => {
      const [coupon] = await ctx.database.db
        .insert(coupons)
        .values({
          code: newCoupon().code,
          fundedBy: 'restaurant',
          restaurantId: w.restaurantId,
          kind: 'flat',
          value: 1000,
        })
        .returning();
      return { method: 'PATCH', url: `/api/owner/coupons/${coupon?.id}`, body: { isActive: false } };
    },
    expect: managers(200),
  },
  'GET /api/owner/statements': {
    request: (w) => ({ method: 'GET', url: `/api/owner/statements?restaurantId=${w.restaurantId}` }),
    expect: managers(200),
  },
  'GET /api/owner/statements.csv': {
    request: (w) => ({ method: 'GET', url: `/api/owner/statements.csv?restaurantId=${w.restaurantId}` }),
    expect: managers(200),
  },
  'GET /api/owner/statements.pdf': {
    request: (w) => ({ method: 'GET', url: `/api/owner/statements.pdf?restaurantId=${w.restaurantId}` }),
    expect: managers(200),
  },
  'GET /api/delivery/statements': {
    request: () => ({ method: 'GET', url: '/api/delivery/statements' }),
    expect: ridersOnly(200),
  },
  'GET /api/admin/payouts': {
    request: () => ({ method: 'GET', url: '/api/admin/payouts' }),
    expect: adminOnly(200),
  },
  'POST /api/admin/payouts/close-week': {
    request: () => ({
      method: 'POST',
      url: '/api/admin/payouts/close-week',
      body: { week: indiaDate(startOfIndiaWeek(new Date())) },
    }),
    expect: adminOnly(200),
  },
  'POST /api/admin/payouts/:id/paid': {
    request: async (w) => {
      const [payout] = await ctx.database.db
        .insert(payouts)
        .values({
          partyKind: 'restaurant',
          party: w.restaurantId,
          weekStart: new Date(Date.UTC(2020, 0, 6 + 7 * payoutWeeks++)).toISOString().slice(0, 10),
          amountPaise: 100,
        })
        .returning();
      return { method: 'POST', url: `/api/admin/payouts/${payout?.id}/paid`, body: { utr: '123456789012' } };
    },
    expect: adminOnly(200),
  },
  'GET /api/admin/settings': {
    request: () => ({ method: 'GET', url: '/api/admin/settings' }),
    expect: adminOnly(200),
  },
  'PUT /api/admin/settings': {
    request: () => ({
      method: 'PUT',
      url: '/api/admin/settings',
      body: SETTINGS_BODY,
    }),
    expect: adminOnly(200),
  },
  'GET /api/admin/rider-cash': {
    request: () => ({ method: 'GET', url: '/api/admin/rider-cash' }),
    expect: adminOnly(200),
  },
  'POST /api/admin/rider-cash/:riderId/deposits': {
    // The rider holds no cash: an admin is told the deposit is more than the cash in hand.
    request: (w) => ({
      method: 'POST',
      url: `/api/admin/rider-cash/${w.riderId}/deposits`,
      body: { amount: 1, reference: 'slip 1' },
    }),
    expect: adminOnly(400),
  },
  'GET /api/site-settings': {
    request: () => ({ method: 'GET', url: '/api/site-settings' }),
    expect: all(200),
  },
  // --- serviceability and delivery zones (decision 041) ---
  'GET /api/serviceability': {
    request: (w) => ({
      method: 'GET',
      url: `/api/serviceability?restaurantId=${w.restaurantId}&lat=13.08&lng=80.21`,
    }),
    expect: all(200),
  },
  'GET /api/localities': {
    request: () => ({ method: 'GET', url: '/api/localities' }),
    expect: all(200),
  },
  'GET /api/restaurants/:id/delivery-zone': {
    request: (w) => ({ method: 'GET', url: `/api/restaurants/${w.restaurantId}/delivery-zone` }),
    expect: managers(200),
  },
  'PUT /api/restaurants/:id/delivery-zone': {
    request: (w) => ({
      method: 'PUT',
      url: `/api/restaurants/${w.restaurantId}/delivery-zone`,
      body: { zone: { kind: 'radius', km: 7 } },
    }),
    expect: managers(200),
  },
  // Decision 050: no slots, so the restaurant stays open for the calls after this one.
  'PUT /api/restaurants/:id/hours': {
    request: (w) => ({
      method: 'PUT',
      url: `/api/restaurants/${w.restaurantId}/hours`,
      body: { weekly: {}, closedDates: [], closedToday: false },
    }),
    expect: managers(200),
  },
  // Decision 052: busy mode off and no auto-accept, as the restaurant was.
  'PUT /api/restaurants/:id/kitchen': {
    request: (w) => ({
      method: 'PUT',
      url: `/api/restaurants/${w.restaurantId}/kitchen`,
      body: { busyMinutes: 0, autoAccept: false, acceptWithinMinutes: 5 },
    }),
    expect: managers(200),
  },
  // --- admin orders, header search ---
  'GET /api/admin/orders': {
    request: () => ({ method: 'GET', url: '/api/admin/orders?q=customer&status=Processing' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/orders/:id': {
    request: async (w) => ({ method: 'GET', url: `/api/admin/orders/${await w.freshOrder('paid')}` }),
    expect: adminOnly(200),
  },
  'POST /api/admin/orders/:id/status': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/admin/orders/${await w.freshOrder('paid')}/status`,
      body: { status: 'Preparing' },
    }),
    expect: adminOnly(200),
  },
  'POST /api/admin/orders/:id/refund': {
    request: async (w) => ({
      method: 'POST',
      url: `/api/admin/orders/${await w.freshOrder('paid')}/refund`,
      body: { reason: 'Food arrived cold' },
    }),
    expect: adminOnly(200),
  },
  'GET /api/admin/search': {
    request: () => ({ method: 'GET', url: '/api/admin/search?q=owner' }),
    expect: adminOnly(200),
  },
  // Customer Feedback, Help Desk, notification badge (decision 019). Showing a visible
  // review and reopening an open message change nothing, so the other rows see the same world.
  'GET /api/admin/reviews': {
    request: () => ({ method: 'GET', url: '/api/admin/reviews?stars=4' }),
    expect: adminOnly(200),
  },
  'POST /api/admin/reviews/:id/hidden': {
    request: (w) => ({
      method: 'POST',
      url: `/api/admin/reviews/${w.reviewId}/hidden`,
      body: { hidden: false },
    }),
    expect: adminOnly(200),
  },
  'GET /api/admin/tickets': {
    request: () => ({ method: 'GET', url: '/api/admin/tickets?status=open' }),
    expect: adminOnly(200),
  },
  'GET /api/admin/tickets/:id': {
    request: async () => ({ method: 'GET', url: `/api/admin/tickets/${await freshTicket()}` }),
    expect: adminOnly(200),
  },
  'POST /api/admin/tickets/:id/replies': {
    request: async () => ({
      method: 'POST',
      url: `/api/admin/tickets/${await freshTicket()}/replies`,
      body: { reply: 'We are on it.' },
    }),
    expect: adminOnly(201),
  },
  'POST /api/admin/tickets/:id/status': {
    request: async () => ({
      method: 'POST',
      url: `/api/admin/tickets/${await freshTicket()}/status`,
      body: { status: 'open' },
    }),
    expect: adminOnly(200),
  },
  'GET /api/admin/attention': {
    request: () => ({ method: 'GET', url: '/api/admin/attention' }),
    expect: adminOnly(200),
  },
  // --- end admin ---
  // better-auth's own endpoints: public by route, each checks its own session (anonymous gets null).
  'GET /api/auth/*': { request: () => ({ method: 'GET', url: '/api/auth/get-session' }), expect: all(200) },
  'POST /api/auth/*': {
    request: (w) => ({
      method: 'POST',
      url: '/api/auth/admin/set-user-password',
      body: { userId: w.people.otherCustomer.id, newPassword: 'admin-chosen-password' },
    }),
    expect: { ...all(403), anonymous: 401, admin: 200 },
  },
  'POST /api/auth/sign-in/email': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'nobody@example.com', password: 'wrong-password' },
    }),
    expect: all(401),
  },
  'POST /api/auth/sign-in/username': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/sign-in/username',
      body: { username: 'nobody_here', password: 'wrong-password' },
    }),
    expect: all(401),
  },
  'POST /api/auth/sign-up/email': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { email: 'bad-email', password: 'long-enough-pw', name: 'x' },
    }),
    expect: all(400),
  },
  'POST /api/auth/request-password-reset': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      body: { email: 'nobody@example.com', redirectTo: '/reset-password' },
    }),
    expect: all(200),
  },
  'POST /api/auth/reset-password': {
    request: () => ({
      method: 'POST',
      url: '/api/auth/reset-password',
      body: { token: 'not-a-real-token', newPassword: 'long-enough-pw' },
    }),
    expect: all(400),
  },
};

let ctx: TestContext;
let world: World;

/** A new contact message for the help-desk rows. */
async function freshTicket(): Promise<string> {
  const [row] = await ctx.database.db
    .insert(contactMessages)
    .values({
      source: 'contact',
      name: 'Matrix',
      email: 'matrix@example.com',
      subject: 'Hi',
      message: 'Hello',
    })
    .returning({ id: contactMessages.id });
  return row?.id ?? '';
}
let baseUrl: string;

/** Opens the stream for real and reports its status, then hangs up. */
async function streamStatus(url: string, caller: Persona | { ip: string }): Promise<number> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}${url}`, {
    headers: 'cookie' in caller && caller.cookie ? { cookie: caller.cookie, origin: ORIGIN } : {},
    signal: controller.signal,
  });
  controller.abort();
  return res.status;
}

beforeAll(async () => {
  ctx = await createTestApp();
  // The matrix's rider holds many deliveries at once; the cap is delivery.test.ts's subject.
  await ctx.database.db.update(siteSettings).set({ riderDeliveryCap: 20 }).where(eq(siteSettings.id, 1));
  const { owner, restaurant } = await createOwnerWithRestaurant(ctx, 'owner');
  const { owner: otherOwner } = await createOwnerWithRestaurant(ctx, 'otherOwner');
  const { dosa } = await makeMenu(ctx, restaurant.id);
  await ctx.database.db.insert(foodItems).values(makeFoodItem(restaurant.id, { name: 'Plain Dosa' }));
  await ctx.database.db.insert(restaurants).values(makeRestaurant({ name: 'Unowned Mess' }));
  const people = {
    customer: await createPersona(ctx, 'customer'),
    otherCustomer: await createPersona(ctx, 'customer', 'otherCustomer'),
    owner,
    otherOwner,
    rider: await createPersona(ctx, 'deliveryPartner', 'rider'),
    admin: await createPersona(ctx, 'admin'),
  };
  await goOnDuty(ctx, people.rider);
  const spareRider = await createPersona(ctx, 'deliveryPartner', 'spareRider');
  await goOnDuty(ctx, spareRider);
  await ctx.database.db.update(siteSettings).set({ riderDeliveryCap: 20 }).where(eq(siteSettings.id, 1));
  const body = orderBody(restaurant.id, [{ foodItemId: dosa.id, quantity: 1 }]);
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f80' } })
    .png()
    .toBuffer();
  world = {
    restaurantId: restaurant.id,
    dishId: dosa.id,
    reviewId: '',
    png,
    imageId: '',
    riderId: spareRider.id,
    async freshDish() {
      const [dish] = await ctx.database.db
        .insert(foodItems)
        .values(makeFoodItem(restaurant.id, { name: 'Short-lived Vada' }))
        .returning();
      return dish?.id ?? '';
    },
    people,
    async freshOrder(state) {
      if (state === 'unpaid') return (await placeOrder(ctx, people.customer, body)).json().order._id;
      const id = await placePaidOrder(ctx, people.customer, body);
      if (state === 'paid') return id;
      if (state === 'delivered') {
        await deliverOrder(ctx, people.owner, people.rider, id);
        return id;
      }
      if (state === 'preparing') {
        await call(ctx.app, 'POST', `/api/orders/${id}/status`, {
          caller: people.owner,
          body: { status: 'Preparing' },
        });
        return id;
      }
      await makeReady(ctx, people.owner, id);
      if (state === 'accepted')
        await call(ctx.app, 'POST', `/api/orders/${id}/accept`, { caller: people.rider });
      if (state === 'onTheWay') await pickUp(ctx, people.rider, id);
      return id;
    },
  };
  const reviewed = await world.freshOrder('delivered');
  const review = await call(ctx.app, 'POST', '/api/reviews', {
    caller: people.customer,
    body: { orderId: reviewed, rating: 4, comment: 'Good dosa' },
  });
  world.reviewId = (
    await ctx.database.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, reviewed))
  )[0]?.id as string;
  if (review.statusCode !== 201 || !world.reviewId) throw new Error(`review failed: ${review.body}`);
  const upload = await call(ctx.app, 'POST', '/api/uploads/images', {
    caller: owner,
    body: png,
    headers: { 'content-type': 'image/png' },
  });
  world.imageId = (upload.json().url as string).split('/').pop() ?? '';
  baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);

afterAll(async () => ctx?.close());

describe('authorization matrix', () => {
  it('lists every /api route the app registers, and nothing else', () => {
    const registered = [...new Set(ctx.app.apiRoutes.map((r) => r.key))].sort();
    expect(registered).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [route, testCase] of Object.entries(MATRIX)) {
    it(`${route}`, async () => {
      const got: Partial<Expect> = {};
      for (const persona of PERSONAS) {
        const caller = persona === 'anonymous' ? { ip: '192.0.2.200' } : world.people[persona];
        const { method, url, body, headers } = await testCase.request(world);
        got[persona] = testCase.stream
          ? await streamStatus(url, caller)
          : (await call(ctx.app, method, url, { caller, body, ...(headers ? { headers } : {}) })).statusCode;
      }
      expect(got).toEqual(testCase.expect);
    });
  }
});
