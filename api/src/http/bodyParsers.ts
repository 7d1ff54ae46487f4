/**
 * Request bodies: JSON, form-encoded with bracket keys parsed by `qs` (`course_id[]=1`,
 * `certificate[0]=5` → arrays), and multipart (fields qs-parsed the same way; files only where a
 * route declares them: multipart.ts, uploads.ts). Limits answer 400 or 413 with a message
 * instead of cutting the input short: a JSON or form body over `BODY_LIMIT` (a route may set its
 * own `bodyLimit`), more than `MAX_FIELDS` fields in a form, multipart body or query string.
 * spec: api/CONTRACT.md "Conventions"; docs/security.md "Authorisation, limits and headers".
 */
import type { FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import qs from 'qs';
import { badRequest } from './errors.js';
import { registerMultipart } from './multipart.js';

export { multipartBoundary } from './multipart.js';

/** The largest JSON or form body (and the fields of a multipart body), unless a route sets its own `bodyLimit`. */
export const BODY_LIMIT = 1024 * 1024;

/** Most fields in one form, multipart body or query string. */
export const MAX_FIELDS = 5000;

const QS_OPTIONS = { arrayLimit: 1000, parameterLimit: MAX_FIELDS, depth: 5, allowDots: false } as const;

/** How many `&`-separated parameters `qs` would read from `str`. */
export function countParameters(str: string): number {
  let count = 1;
  for (let i = str.indexOf('&'); i !== -1; i = str.indexOf('&', i + 1)) count++;
  return count;
}

/** 400 when `str` has more than `MAX_FIELDS` parameters (qs would silently drop the rest). */
export function checkParameterCount(str: string): void {
  if (countParameters(str) > MAX_FIELDS) throw badRequest(`Too many fields: at most ${MAX_FIELDS} in one request`);
}

/** Parses a form-encoded string with bracket arrays/objects; 400 over `MAX_FIELDS` fields. */
export function parseForm(str: string): Record<string, unknown> {
  checkParameterCount(str);
  return qs.parse(str, QS_OPTIONS) as Record<string, unknown>;
}

/**
 * Parses a query string like a form but never throws (the router calls it, outside the error
 * handler): over `MAX_FIELDS` parameters it reads none, and the `onRequest` hook of
 * `registerBodyParsers` answers 400 first.
 */
export function parseQuery(str: string): Record<string, unknown> {
  return countParameters(str) > MAX_FIELDS ? {} : (qs.parse(str, QS_OPTIONS) as Record<string, unknown>);
}

/**
 * Registers the JSON, form and multipart parsers and their limits. A request without a body (no
 * content type, or an empty JSON body, as many HTTP clients send a POST without fields) is read as
 * `{}`: a list answers unfiltered, an action names its missing fields; a body that is present but not
 * an object (JSON `null`, `"x"`, `[1]`) is still refused by its route's schema.
 * spec: api/CONTRACT.md "Conventions".
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const q = request.url.indexOf('?');
    if (q !== -1) checkParameterCount(request.url.slice(q + 1));
  });
  // Fastify's own JSON parser (prototype-poisoning checks included) for any body; an empty one is none.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });
  // A multipart body is read by a `preValidation` hook, before the one below.
  await registerMultipart(app, parseForm, { maxFields: MAX_FIELDS, fieldBytes: BODY_LIMIT });
  // Fastify hands a route's validator `null` for a missing body; an absent body is no fields.
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
  // No bodyLimit of its own: the route's (default BODY_LIMIT, the app's) applies to forms as to JSON.
  await app.register(formbody, { parser: parseForm });
}
