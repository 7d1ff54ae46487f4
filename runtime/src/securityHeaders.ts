/**
 * Security headers on every answer of the api and the gateway (helmet; spec: docs/security.md "Authorisation, limits and headers"):
 * a Content-Security-Policy of the caller's directives (helmet's defaults not added), with other
 * directives on the few routes that ask for them (the api's `/docs`, the gateway's `GET /graphql`
 * landing page); `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer` and helmet's other
 * defaults; `Strict-Transport-Security` only over TLS (strictTransportSecurity.ts), never from helmet.
 *
 * Each policy's helmet middleware is built once, when the server starts. @fastify/helmet 13 builds
 * it again on every request (`helmet(options)` in its `onRequest` hook: options checked, directives
 * parsed); here a request only sets the headers (docs/architecture.md "A gateway that adds nothing").
 */
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';
import { strictTransportSecurity } from './strictTransportSecurity.js';

/** A Content-Security-Policy's directives as helmet takes them (`defaultSrc: ["'self'"]`, …). */
export type CspDirectives = Extract<
  NonNullable<Parameters<typeof helmet.contentSecurityPolicy>[0]>,
  { useDefaults: false }
>['directives'];

/** helmet's token for "no default-src" in a route's Content-Security-Policy. */
export const DISABLE_DEFAULT_SRC: typeof helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc =
  helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc;

/** helmet's middleware for a Content-Security-Policy of exactly `directives`, and the headers above. */
const policy = (directives: CspDirectives) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });

/**
 * Sets the headers on every answer of `app`: its CSP of `directives`, or of `routeDirectives(url)`
 * on a route for which that answers some. Call before any route is added (a route's policy is
 * chosen as it is added).
 */
export function helmetHeaders(
  app: FastifyInstance,
  directives: CspDirectives,
  routeDirectives: (url: string) => CspDirectives | undefined = () => undefined,
): void {
  const everyRoute = policy(directives);
  /** The middleware of each route URL with a policy of its own (every method of it). */
  const byRoute = new Map<string, ReturnType<typeof helmet>>();
  app.addHook('onRoute', (route) => {
    const own = byRoute.has(route.url) ? undefined : routeDirectives(route.url);
    if (own) byRoute.set(route.url, policy(own));
  });
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.routeOptions.url;
    const headers = (url === undefined ? undefined : byRoute.get(url)) ?? everyRoute;
    headers(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  strictTransportSecurity(app);
}
