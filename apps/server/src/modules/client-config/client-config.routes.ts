import { ZClientConfig } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the browser may know about the server's set-up: feature switches, never secrets. */
export const clientConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/client-config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['config'],
        summary: 'Feature switches for the web app',
        response: { 200: ZClientConfig },
      },
    },
    async () => ({
      googleAuth: app.config.googleEnabled,
      payments: app.config.paymentMode,
      demo: app.config.SEED_DEMO && !app.config.demoAccountsRefused,
      staging: app.config.stagingAllowances,
      mapTiles: { url: app.config.MAP_TILE_URL, attribution: app.config.MAP_TILE_ATTRIBUTION },
    }),
  );
};
