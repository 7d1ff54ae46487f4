/**
 * Security headers on every answer of the gateway (helmet, through the runtime's `helmetHeaders`),
 * which serves the web app:
 * - a Content-Security-Policy the built app runs under: scripts and styles only from this origin
 *   (no inline script; Vite's build has none), images from here, `data:` and `blob:`, GraphQL over
 *   HTTP and WebSocket to this origin only, the pdf.js worker from here, PDFs printed through a
 *   `blob:` frame, no plugins, no `<base>`, forms only to here, and no framing by anyone
 *   (`frame-ancestors 'none'`, `X-Frame-Options: DENY`);
 * - `X-Content-Type-Options: nosniff`, `Referrer-Policy: no-referrer`, Cross-Origin-Opener and
 *   -Resource policies `same-origin`, and helmet's other defaults;
 * - `Strict-Transport-Security` only on requests that came over TLS (runtime).
 * GET /graphql (Apollo's landing page for integrators, which loads Apollo's own scripts) keeps
 * every header but a CSP of `frame-ancestors 'none'` only.
 * spec: docs/security.md "Authorisation, limits and headers"; DESIGN.md "Architecture" (the gateway serves the built web app).
 */
import type { IncomingMessage } from 'node:http';
import { type CspDirectives, DISABLE_DEFAULT_SRC, helmetHeaders } from '@certify/runtime';
import type { FastifyInstance } from 'fastify';

/** `ws://host` and `wss://host` of the request's own host: the app's subscriptions (graphql-ws). */
function sameOriginWebSockets(req: IncomingMessage): string {
  const host = String(req.headers.host ?? '').replace(/[^\w.:[\]-]/g, '');
  return host ? `ws://${host} wss://${host}` : '';
}

/** The web app's Content-Security-Policy directives (helmet's `useDefaults: false`: all listed here). */
export const WEB_APP_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", (req: IncomingMessage) => sameOriginWebSockets(req)],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  manifestSrc: ["'self'"],
};

/** The CSP of GET /graphql, Apollo's landing page for integrators: it loads Apollo's scripts, so no default-src. */
const LANDING_PAGE_CSP: CspDirectives = { defaultSrc: DISABLE_DEFAULT_SRC, frameAncestors: ["'none'"] };

/** Registers the headers; call before any route is added (the /graphql policy is chosen as its routes are added). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  helmetHeaders(app, WEB_APP_CSP, (url) => (url === '/graphql' ? LANDING_PAGE_CSP : undefined));
}
