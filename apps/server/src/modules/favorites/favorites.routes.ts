import { ZErrorBody, ZFavoritesInput, ZFavoritesResponse } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as repo from './favorites.repo.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody };

/** The signed-in user's favourite restaurants, the same on every device. */
export const favoritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/favorites',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['favorites'],
        summary: 'My favourite restaurant ids',
        response: { 200: ZFavoritesResponse, ...errors },
      },
    },
    async (request) => repo.findFavoriteIds(app.db, (await request.requireUser()).id),
  );

  app.put(
    '/favorites',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['favorites'],
        summary: 'Replace my favourite restaurants',
        body: ZFavoritesInput,
        response: { 200: ZFavoritesResponse, ...errors },
      },
    },
    async (request) => {
      const user = await request.requireUser();
      await repo.replaceFavorites(app.db, user.id, request.body.restaurantIds);
      return repo.findFavoriteIds(app.db, user.id);
    },
  );
};
