import type { FastifyPluginAsync } from 'fastify';
import { handleWebhook, type PaymentDeps } from './payments.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    rawBody?: string;
  }
}

/** Razorpay's webhook. Its signature covers the raw body, so this plugin keeps the body as text. */
export function webhookRoutes(deps: PaymentDeps): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.rawBody = String(body);
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(Object.assign(new Error('The request body is not valid JSON.'), { statusCode: 400 }), undefined);
      }
    });
    app.post(
      '/payments/razorpay/webhook',
      {
        config: { access: 'public', rateLimit: { max: 300, timeWindow: '1 minute' } },
        schema: { hide: true },
      },
      async (request) =>
        handleWebhook(
          deps,
          request.rawBody ?? '',
          headerOf(request.headers['x-razorpay-signature']),
          headerOf(request.headers['x-razorpay-event-id']),
        ),
    );
  };
}

const headerOf = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
