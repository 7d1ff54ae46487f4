/**
 * One error handler for the whole service: ApiError, validation and parser errors become the
 * statuses and `{ success: 0, message, … }` bodies of api/CONTRACT.md; anything else is a logged
 * 500 without internals. Also the 404 handler, which honours `_method=PUT` on POST.
 * spec: api/CONTRACT.md "Conventions".
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import qs from 'qs';
import { ZodError } from 'zod';
import { ApiError } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Extra keys of this route's 400 answer, from its message (e.g. `/saveCertificate`'s `certificate`). */
    badRequestExtra?: (message: string) => Record<string, unknown>;
  }
}

/** `{ success: 0, message, errors }` from validation issues, keyed by payload path (`units.0.unit_code`). */
function validationBody(issues: readonly { path: string; message?: string }[], request: FastifyRequest) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path || '_';
    if (!(key in errors)) errors[key] = issue.message ?? 'Invalid value';
  }
  const message = issues[0]?.message ?? 'Invalid request';
  return { success: 0, message, errors, ...request.routeOptions.config?.badRequestExtra?.(message) };
}

/** Sends an error answer for `err`. spec: api/CONTRACT.md "Conventions". */
export function sendError(err: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (err instanceof ApiError) {
    if (err.statusCode === 429 && typeof err.extra.retry_after_seconds === 'number') {
      void reply.header('Retry-After', String(err.extra.retry_after_seconds));
    }
    return reply.status(err.statusCode).send({ success: 0, message: err.message, ...err.extra });
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({
      path: v.instancePath.slice(1).replaceAll('/', '.'),
      message: v.message,
    }));
    return reply.status(400).send(validationBody(issues, request));
  }
  if (err instanceof ZodError) {
    const issues = err.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
    return reply.status(400).send(validationBody(issues, request));
  }
  const fe = err as Partial<FastifyError> & { statusCode?: number; code?: string; cause?: unknown };
  if (fe.validation) {
    return reply.status(400).send({ success: 0, message: fe.message ?? 'Invalid request', errors: {} });
  }
  if (fe.code === 'FST_ERR_RESPONSE_SERIALIZATION') {
    // Our answer broke our own contract: a bug, logged with what did not match.
    request.log.error(
      { err, issues: fe.cause instanceof ZodError ? fe.cause.issues : undefined },
      'answer does not match its schema',
    );
    return reply.status(500).send({ success: 0, message: 'Something went wrong on the server. Please try again.' });
  }
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    let message = fe.message ?? 'Bad request';
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') message = 'Unsupported content type';
    else if (fe.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = 'The request is too large';
    else if (fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
      message = 'The request body is not valid JSON';
    return reply.status(status).send({ success: 0, message });
  }
  request.log.error({ err }, 'unhandled error');
  return reply.status(500).send({ success: 0, message: 'Something went wrong on the server. Please try again.' });
}

/** Registers the error and not-found handlers. spec: api/CONTRACT.md "Conventions". */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => sendError(err, request, reply));

  app.setNotFoundHandler(async (request, reply) => {
    // `_method=PUT` (body or query) on a POST with no POST route: dispatch it as PUT.
    const body = request.body as Record<string, unknown> | undefined;
    const query = request.query as Record<string, unknown> | undefined;
    const override = String(body?._method ?? query?._method ?? '').toUpperCase();
    if (
      request.method === 'POST' &&
      (override === 'PUT' || override === 'PATCH' || override === 'DELETE') &&
      !/^\s*multipart\//i.test(String(request.headers['content-type'] ?? ''))
    ) {
      const { _method: _drop, ...rest } = body ?? {};
      const headers = { ...request.headers };
      delete headers['content-length'];
      headers['content-type'] = 'application/x-www-form-urlencoded';
      const res = await app.inject({
        method: override,
        url: request.url,
        headers,
        payload: qs.stringify(rest, { arrayFormat: 'brackets' }),
        remoteAddress: request.ip,
      });
      for (const [k, v] of Object.entries(res.headers)) {
        if (v !== undefined && k !== 'content-length' && k !== 'transfer-encoding' && k !== 'connection')
          void reply.header(k, v);
      }
      return reply.status(res.statusCode).send(res.rawPayload);
    }
    return reply
      .status(404)
      .send({ success: 0, message: `Route ${request.method} ${request.url.split('?')[0]} not found` });
  });
}
