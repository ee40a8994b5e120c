import {
  RESTAURANT_MANAGER_ROLES,
  ZAvailabilityInput,
  ZErrorBody,
  ZFoodItem,
  ZFoodItemInput,
  ZIdParams,
  ZOwnerFoodItemListQuery,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import * as service from './menu.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody, 404: ZErrorBody };
const MANAGERS = RESTAURANT_MANAGER_ROLES;

/** The owner's menu: the spec's add and delete calls, plus edit, sold out and the management list. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/add-food-item',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['owner'],
        summary: "Add a dish to one of the caller's restaurants (spec: add-food-item endpoint)",
        body: ZFoodItemInput,
        response: { 201: ZFoodItem, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.addFoodItem(app.db, await request.requireUser(), request.body)),
  );

  app.get(
    '/owner/food-items',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['owner'],
        summary:
          "Menu Management: the caller's dishes, searched, 10 a page; format=csv for all. Total in X-Total-Count.",
        querystring: ZOwnerFoodItemListQuery,
        response: { 200: z.array(ZFoodItem), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(
        reply,
        request.query,
        await service.menuList(app.db, await request.requireUser(), request.query),
        service.FOOD_ITEMS_CSV,
      ),
  );

  app.get(
    '/owner/food-items/:id',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['owner'],
        summary: "One of the caller's dishes (to edit)",
        params: ZIdParams,
        response: { 200: ZFoodItem, ...errors },
      },
    },
    async (request) => service.getFoodItem(app.db, await request.requireUser(), request.params.id),
  );

  app.put(
    '/food-items/:id',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['owner'],
        summary: 'Edit a dish (the whole food item payload again)',
        params: ZIdParams,
        body: ZFoodItemInput,
        response: { 200: ZFoodItem, ...errors },
      },
    },
    async (request) =>
      service.editFoodItem(app.db, await request.requireUser(), request.params.id, request.body),
  );

  app.patch(
    '/food-items/:id/availability',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['owner'],
        summary: 'Mark a dish sold out or available again',
        params: ZIdParams,
        body: ZAvailabilityInput,
        response: { 200: ZFoodItem, ...errors },
      },
    },
    async (request) =>
      service.setAvailability(
        app.db,
        await request.requireUser(),
        request.params.id,
        request.body.isAvailable,
      ),
  );

  app.delete(
    '/food-items/:id',
    {
      config: { access: MANAGERS },
      schema: {
        tags: ['owner'],
        summary: 'Delete a dish (spec: DELETE food-items/{id}); past orders keep their copy',
        params: ZIdParams,
        response: { 200: z.object({ ok: z.literal(true) }), ...errors },
      },
    },
    async (request) => service.deleteFoodItem(app.db, await request.requireUser(), request.params.id),
  );
};
