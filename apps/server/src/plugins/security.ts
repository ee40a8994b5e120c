import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { INLINE_SCRIPTS_CSP } from '../modules/pages/inline-scripts.ts';

/**
 * Security headers on every response. Pages get helmet's full set, whose CSP allows only our own
 * origin plus the few third parties the product uses. API answers are JSON, never rendered, so
 * they get the set OWASP's REST cheat sheet names, which forbids rendering them at all. Neither
 * varies by request: both are worked out once at start-up (decision 024: helmet working them out
 * per request cost 5% of a catalogue read, and the page set is 800 bytes a JSON answer does not need).
 */
export function registerSecurity(app: FastifyInstance, opts: { razorpay: boolean; https: boolean }): void {
  // Razorpay's checkout.js runs from its own host and opens its payment frame from another.
  const razorpayScripts = opts.razorpay ? ['https://checkout.razorpay.com'] : [];
  const razorpayFrames = opts.razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [];
  const pageHeaders = securityHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...INLINE_SCRIPTS_CSP, ...razorpayScripts],
        frameSrc: ["'self'", ...razorpayFrames],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", ...razorpayFrames],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS comes from here alone (nginx sends none), and only when people reach us over https.
    strictTransportSecurity: opts.https ? { maxAge: HSTS_MAX_AGE_SECONDS, includeSubDomains: false } : false,
  });
  const apiHeaders: Record<string, string> = { ...API_HEADERS };
  if (opts.https) apiHeaders['strict-transport-security'] = `max-age=${HSTS_MAX_AGE_SECONDS}`;
  app.addHook('onRequest', (request, reply, done) => {
    const isJsonApi = request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
    reply.headers(isJsonApi ? apiHeaders : pageHeaders);
    done();
  });
}

/** A year; no includeSubDomains: the operator's other subdomains are not ours to force onto https. */
const HSTS_MAX_AGE_SECONDS = 31_536_000;

const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/** The headers helmet sets with these options, read off one run of its middleware. */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}
