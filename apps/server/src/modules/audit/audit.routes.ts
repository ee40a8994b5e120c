import {
  AUDIT_SYSTEM_ACTOR,
  auditActionWords,
  auditChanges,
  auditChangeText,
  auditTargetWords,
  type TAuditEntry,
  ZAuditEntry,
  ZAuditListQuery,
  ZErrorBody,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import { countAuditEntries, findAuditEntries } from './audit.repo.ts';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const admin = { access: ['admin'] } as const;

/** The audit log an admin reads (decision 016); every module writes it through record-audit.ts. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
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
        targetName: r.targetName,
        before: r.before,
        after: r.after,
        createdAt: r.createdAt.toISOString(),
      });
      return sendPage(
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
            { header: 'Who', value: (e) => (e.actorEmail === 'system' ? AUDIT_SYSTEM_ACTOR : e.actorEmail) },
            { header: 'Action', value: (e) => auditActionWords(e.action) },
            { header: 'Object', value: (e) => auditTargetWords(e.targetType, e.targetId, e.targetName) },
            { header: 'Object id', value: (e) => e.targetId },
            {
              header: 'Changes',
              value: (e) => auditChanges(e.before, e.after).map(auditChangeText).join('; '),
            },
            // The record as stored, for whoever reconciles it by machine.
            { header: 'Before', value: (e) => JSON.stringify(e.before) },
            { header: 'After', value: (e) => JSON.stringify(e.after) },
          ],
        },
      );
    },
  );
};
