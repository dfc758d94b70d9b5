import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.ts';
import { forbidden } from '../lib/app-error.ts';

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

/**
 * Security headers with a CSP the app itself passes (Razorpay's checkout is the only third party), on every answer.
 * Helmet's middleware is built once and run on each request: `@fastify/helmet` built it afresh for every request,
 * parsing the CSP each time (docs/decisions/120-security-headers-built-once.md).
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly is compiled only for the barcode reader of browsers without their own, loaded when a seller
        // scans a book (docs/decisions/092-scanning-a-books-barcode.md); no eval of scripts.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", RAZORPAY_CHECKOUT],
        // Radix positions popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Listing images may be external http(s) URLs (spec, section 3).
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        connectSrc: ["'self'", RAZORPAY_API, 'https://lumberjack.razorpay.com'],
        frameSrc: [RAZORPAY_API, RAZORPAY_CHECKOUT],
        fontSrc: ["'self'", 'data:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    // External listing images are not served with CORP headers, so cross-origin isolation stays off.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.secureCookies ? undefined : false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Helmet 8.1+ throws rather than passing an error on; either way Fastify's error handler answers.
    setSecurityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing API calls made by another site's page. The SameSite=Lax cookie already keeps the
 * session off cross-site POSTs; this check also covers same-site subdomains and cookie-less calls.
 */
export function registerOriginCheck(app: FastifyInstance, config: Config): void {
  const trustedOrigin = new URL(config.publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('auth.cross_site');
    const origin = request.headers.origin;
    if (!origin) return;
    const sameHost = URL.canParse(origin) && new URL(origin).host === request.headers.host;
    if (!sameHost && origin !== trustedOrigin) throw forbidden('auth.cross_site');
  });
}
