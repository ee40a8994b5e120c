import {
  RESTAURANT_MANAGER_ROLES,
  ZCoupon,
  ZCouponInput,
  ZCouponList,
  ZCouponOffers,
  ZCouponOffersQuery,
  ZCouponPatch,
  ZErrorBody,
  ZIdParams,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as coupons from './coupons.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody, 409: ZErrorBody };
const admin = { access: ['admin'] } as const;
const managers = { access: RESTAURANT_MANAGER_ROLES } as const;

/** Coupons: the checkout's list, the admin's platform coupons, an owner's restaurant coupons. */
export const couponsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/coupons',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        summary: 'The coupons that could apply at this restaurant, each applicable or with why not',
        querystring: ZCouponOffersQuery,
        response: { 200: ZCouponOffers, ...errors },
      },
    },
    async (request) => coupons.couponOffers(app.db, await request.requireUser(), request.query),
  );

  app.get(
    '/admin/coupons',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Platform coupons, newest first',
        response: { 200: ZCouponList, ...errors },
      },
    },
    async () => ({ items: await coupons.listPlatformCoupons(app.db) }),
  );

  app.post(
    '/admin/coupons',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Create a platform-funded coupon (for every restaurant, or those listed)',
        body: ZCouponInput,
        response: { 201: ZCoupon, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await coupons.createPlatformCoupon(app.db, request.body)),
  );

  app.patch(
    '/admin/coupons/:id',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary: 'Activate or deactivate a platform coupon, or change its limits or end',
        params: ZIdParams,
        body: ZCouponPatch,
        response: { 200: ZCoupon, ...errors },
      },
    },
    async (request) => coupons.updatePlatformCoupon(app.db, request.params.id, request.body),
  );

  app.get(
    '/owner/coupons',
    {
      config: managers,
      schema: {
        tags: ['owner'],
        summary: "The coupons the caller's restaurants fund",
        response: { 200: ZCouponList, ...errors },
      },
    },
    async (request) => ({ items: await coupons.listOwnerCoupons(app.db, await request.requireUser()) }),
  );

  app.post(
    '/owner/coupons',
    {
      config: managers,
      schema: {
        tags: ['owner'],
        summary: 'Create a coupon one of your restaurants funds (restaurantId required)',
        body: ZCouponInput,
        response: { 201: ZCoupon, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await coupons.createOwnerCoupon(app.db, await request.requireUser(), request.body)),
  );

  app.patch(
    '/owner/coupons/:id',
    {
      config: managers,
      schema: {
        tags: ['owner'],
        summary: 'Switch on or off, or change the limits or end of, a coupon one of your restaurants funds',
        params: ZIdParams,
        body: ZCouponPatch,
        response: { 200: ZCoupon, ...errors },
      },
    },
    async (request) =>
      coupons.updateOwnerCoupon(app.db, await request.requireUser(), request.params.id, request.body),
  );
};
