/**
 * Security headers on every answer (helmet), for the api and the gateway: one policy for every
 * route, and another for the few routes that ask for one (the api's `/docs`, the gateway's
 * `GET /graphql` landing page), plus `Strict-Transport-Security` only over TLS
 * (strictTransportSecurity.ts). spec: issue 7 "Headers".
 *
 * Each policy's helmet middleware is built once, when the server starts. @fastify/helmet 13 builds
 * it again on every request (`helmet(options)` in its `onRequest` hook: options checked, directives
 * parsed); here a request only sets the headers (issue 13 "A gateway that adds nothing").
 */
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { strictTransportSecurity } from './strictTransportSecurity.js';

export type { HelmetOptions };

/** A Content-Security-Policy as helmet takes it (`useDefaults`, `directives`). */
export type CspOptions = NonNullable<Parameters<typeof helmet.contentSecurityPolicy>[0]>;

/** helmet's token for "no default-src" in a route's Content-Security-Policy. */
export const DISABLE_DEFAULT_SRC: typeof helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc =
  helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc;

/**
 * Sets helmet's headers on every answer of `app` from `options`, or, on a route for which
 * `routeCsp(url)` answers a Content-Security-Policy, from `options` with that policy. Call before
 * any route is added (a route's policy is chosen as it is added).
 */
export function helmetHeaders(
  app: FastifyInstance,
  options: Readonly<HelmetOptions>,
  routeCsp: (url: string) => CspOptions | undefined = () => undefined,
): void {
  const everyRoute = helmet(options);
  /** The middleware of each route URL with a policy of its own (every method of it). */
  const byRoute = new Map<string, ReturnType<typeof helmet>>();
  app.addHook('onRoute', (route) => {
    const contentSecurityPolicy = routeCsp(route.url);
    if (contentSecurityPolicy && !byRoute.has(route.url)) {
      byRoute.set(route.url, helmet({ ...options, contentSecurityPolicy } as HelmetOptions));
    }
  });
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.routeOptions.url;
    const headers = (url === undefined ? undefined : byRoute.get(url)) ?? everyRoute;
    headers(request.raw, reply.raw, (err) => done(err as Error | undefined));
  });
  strictTransportSecurity(app);
}
