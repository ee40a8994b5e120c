import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { devMail } from '../../db/schema/index.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const linkify = (text: string) =>
  escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);

/** /dev/mailbox: the last 50 messages the app "sent". Registered only outside production. */
export const mailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/dev/mailbox',
    { schema: { hide: true }, config: { access: 'public' } },
    async (_request, reply) => {
      const mails = await app.db.select().from(devMail).orderBy(desc(devMail.createdAt)).limit(50);
      const items = mails
        .map(
          (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p>
<pre>${linkify(m.text)}</pre></article>`,
        )
        .join('\n');
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}.meta{color:#555}
pre{white-space:pre-wrap;font-family:inherit}</style></head>
<body><h1>Development mailbox</h1><p>Emails the app would have sent (no SMTP_URL is set).</p>
${items || '<p>No messages yet.</p>'}</body></html>`);
    },
  );
};
