import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { devMail, devSms } from '../../db/schema/index.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const linkify = (text: string) =>
  escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, (url) => `<a href="${url}">${url}</a>`);

/** The attachments a message carried, by name and size (the mailbox keeps no bytes). */
const attachmentList = (attachments: { filename: string; bytes: number }[]) =>
  attachments.length === 0
    ? ''
    : `<p class="meta">Attached: ${attachments
        .map((a) => `${escapeHtml(a.filename)} (${Math.max(1, Math.round(a.bytes / 1024))} KB)`)
        .join(', ')}</p>`;

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The person at the machine itself: the TCP peer is loopback and no proxy forwarded the request
 * (the socket's address, never X-Forwarded-For, which a client can write; a proxy on the same
 * machine is loopback too, so a forwarded request does not count).
 */
function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.raw.socket.remoteAddress ?? '';
  return (
    LOOPBACK.has(peer) &&
    request.headers['x-forwarded-for'] === undefined &&
    request.headers.forwarded === undefined
  );
}

/**
 * /dev/mailbox: the last 50 messages the app "sent" when no SMTP_URL is set, and the last 50 text
 * messages (there is no SMS provider: modules/notifications/sms.ts). Reset links are in
 * there, so it answers only the machine itself (the demo on a laptop) or a signed-in admin; anyone
 * else gets the same 404 as a missing page (decision 012).
 */
export const mailboxRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/dev/mailbox',
    { schema: { hide: true }, config: { access: 'public' } },
    async (request, reply) => {
      if (!isLocalRequest(request) && (await request.sessionUser())?.role !== 'admin') {
        return reply.status(404).send({ error: 'Not found', message: 'Not found' });
      }
      const [mails, texts] = await Promise.all([
        app.db.select().from(devMail).orderBy(desc(devMail.createdAt)).limit(50),
        app.db.select().from(devSms).orderBy(desc(devSms.createdAt)).limit(50),
      ]);
      const smsItems = texts
        .map(
          (t) => `<article><p class="meta">Text to ${escapeHtml(t.to)} · ${t.createdAt.toISOString()}</p>
<pre>${linkify(t.text)}</pre></article>`,
        )
        .join('\n');
      const items = mails
        .map(
          (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p>
<pre>${linkify(m.text)}</pre>${attachmentList(m.attachments)}</article>`,
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
${items || '<p>No messages yet.</p>'}
<h1>Development text messages</h1><p>SMS the app would have sent (no SMS provider is configured).</p>
${smsItems || '<p>No text messages yet.</p>'}</body></html>`);
    },
  );
};
