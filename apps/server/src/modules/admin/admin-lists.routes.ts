import {
  type TAuditEntry,
  ZAdminRestaurant,
  ZAdminRestaurantListQuery,
  ZAdminUser,
  ZAdminUserListQuery,
  ZAuditEntry,
  ZAuditListQuery,
  ZErrorBody,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchPattern, sendList } from '../../lib/paged-list.ts';
import { RESTAURANTS_CSV, restaurantListSource } from './admin-restaurants.service.ts';
import { USERS_CSV, userListSource } from './admin-users.service.ts';
import { countAuditEntries, findAuditEntries } from './audit.repo.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const admin = { access: ['admin'] } as const;

/**
 * The admin's management lists (View Restaurants, View Users, Audit log): one page + X-Total-Count,
 * or `format=csv` for every filtered row (lib/paged-list.ts), searched and counted in SQL.
 */
export const adminListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/restaurants',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary:
          'View Restaurants: search name, description, cuisine, address, owner username and email; newest first. Total in X-Total-Count; format=csv for restaurants-export.csv.',
        querystring: ZAdminRestaurantListQuery,
        response: { 200: z.array(ZAdminRestaurant), ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const source = restaurantListSource(app.db, { pattern: searchPattern(q.q), status: q.status });
      return sendList(reply, q, source, RESTAURANTS_CSV);
    },
  );

  app.get(
    '/admin/users',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary:
          'View Users: search name, email, phone, role; newest first. Total in X-Total-Count; format=csv for users-export.csv.',
        querystring: ZAdminUserListQuery,
        response: { 200: z.array(ZAdminUser), ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      return sendList(
        reply,
        q,
        userListSource(app.db, { pattern: searchPattern(q.q), role: q.role }),
        USERS_CSV,
      );
    },
  );

  app.get(
    '/admin/audit-log',
    {
      config: admin,
      schema: {
        tags: ['admin'],
        summary:
          'Every admin action (who, what, when, before/after), newest first, filtered by action or object',
        querystring: ZAuditListQuery,
        response: { 200: z.array(ZAuditEntry), ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const filter = { action: q.action, targetId: q.targetId ?? q.q };
      const toDto = (r: Awaited<ReturnType<typeof findAuditEntries>>[number]): TAuditEntry => ({
        _id: r.id,
        actorEmail: r.actorEmail,
        action: r.action,
        targetType: r.targetType,
        targetId: r.targetId,
        before: r.before,
        after: r.after,
        createdAt: r.createdAt.toISOString(),
      });
      return sendList(
        reply,
        q,
        {
          rows: async (limit, offset) => (await findAuditEntries(app.db, filter, limit, offset)).map(toDto),
          count: () => countAuditEntries(app.db, filter),
        },
        {
          fileName: 'audit-log-export.csv',
          columns: [
            { header: 'When', value: (e) => e.createdAt },
            { header: 'Who', value: (e) => e.actorEmail },
            { header: 'Action', value: (e) => e.action },
            { header: 'Object', value: (e) => `${e.targetType} ${e.targetId}` },
            { header: 'Before', value: (e) => JSON.stringify(e.before) },
            { header: 'After', value: (e) => JSON.stringify(e.after) },
          ],
        },
      );
    },
  );
};
