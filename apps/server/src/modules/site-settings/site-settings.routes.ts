import { ZErrorBody, ZPublicSiteSettings, ZSiteSettings, ZSiteSettingsInput } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as settings from './site-settings.service.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const admin = { access: ['admin'] } as const;
const tags = ['admin'];

/** System Settings an admin saves and the public part every page reads (decision 020). */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'System Settings: support contact, announcement banner, ordering paused',
        response: { 200: ZSiteSettings, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return settings.adminSettings(app.db);
    },
  );

  app.put(
    '/admin/settings',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Save System Settings (audited with before and after; every instance agrees within seconds)',
        body: ZSiteSettingsInput,
        response: { 200: ZSiteSettings, ...errors },
      },
    },
    async (request) => settings.updateSettings(app.db, await request.requireUser(), request.body),
  );

  app.get(
    '/site-settings',
    {
      config: { access: 'public' },
      schema: {
        tags: ['config'],
        summary:
          'The support contact, the announcement banner (null when off) and whether ordering is paused',
        response: { 200: ZPublicSiteSettings },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return settings.publicSettings(app.db);
    },
  );
};
