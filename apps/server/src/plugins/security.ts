import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers. The CSP allows only our own origin plus the few third parties the product uses. */
export async function registerSecurity(app: FastifyInstance, opts: { razorpay: boolean }): Promise<void> {
  // Razorpay's checkout.js runs from its own host and opens its payment frame from another.
  const razorpayScripts = opts.razorpay ? ['https://checkout.razorpay.com'] : [];
  const razorpayFrames = opts.razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...razorpayScripts],
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
  });
}
