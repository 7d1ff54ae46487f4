import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dispatcher } from 'undici';
import { GraphQLError } from 'graphql';
import { tokenFromAuthorization } from '../context.js';
import type { CallerRest, RestClient } from '../rest/client.js';
import { httpStatusOf, upstreamUnavailable } from '../rest/errors.js';
import { restId } from '../rest/ids.js';

/** Headers of an api PDF answer passed through to the browser. */
const PASSED_HEADERS = [
  'content-type',
  'content-length',
  'content-disposition',
  'x-file-id',
  'x-file-sha256',
  'etag',
  'last-modified',
];

/** Answers a GraphQLError as `{ code, message }` with the matching HTTP status. */
function sendError(reply: FastifyReply, err: unknown): FastifyReply {
  const error = err instanceof GraphQLError ? err : upstreamUnavailable(err);
  return reply.code(httpStatusOf(error)).send({ code: error.extensions.code, message: error.message });
}

/**
 * Streams one api file answer to the client with the caller's token. Non-2xx answers become the
 * same error codes as GraphQL (`{ code, message }`); the upstream body is destroyed if the
 * client goes away.
 */
async function passThrough(
  rest: CallerRest,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  open: (options: { accept: string }) => Promise<Dispatcher.ResponseData>,
) {
  const res = await open({ accept: 'application/pdf, */*' });
  if (res.statusCode < 200 || res.statusCode >= 300) return sendError(reply, await rest.errorOf(res, path));
  for (const name of PASSED_HEADERS) {
    const value = res.headers[name];
    if (value !== undefined) reply.header(name, value);
  }
  reply.header('cache-control', 'private, no-store');
  request.raw.once('close', () => {
    if (!res.body.readableEnded) res.body.destroy();
  });
  return reply.code(res.statusCode).send(res.body);
}

/**
 * The gateway's `/files/*` routes (DESIGN.md "Architecture": PDF previews, printed PDFs, stored
 * files), each streaming the api's answer with the caller's bearer token:
 * - `/files/certificates/:id/preview` → `GET /generate-pdf/{id}/preview` (PREVIEW watermark)
 * - `/files/certificates/:id/signed` → `GET /certificate/{id}/signed/{viewerUserId}`
 * - `/files/templates/:id/preview` → `GET /template/{id}/preview` (sample data, PREVIEW watermark)
 * - `/files/logo` → `GET /files/logo` (public: the organisation's logo for `/verify`, docs/verification.md)
 * - `/files/delivery/:token` → `GET /delivery/{token}/pdf` (public: a learner's e-mailed copy, docs/printing.md "Digital delivery"
 *   "Digital delivery")
 * - `/files/:fileId` (digits) → `GET /files/{id}` (printed PDFs; sha256 in `X-File-Sha256`); any other
 *   `/files/…` path is the JSON 404 of http/webApp.ts
 *
 * The token comes ONLY from the `Authorization` header; `?token=` is deliberately not accepted:
 * the web app renders PDFs with react-pdf (which sends headers) and prints/downloads from a
 * fetched Blob URL, so no iframe needs the token in its URL, and tokens in URLs leak into
 * history, logs and Referer headers.
 */
export function registerFileRoutes(app: FastifyInstance, rest: RestClient): void {
  /** The REST client of the request's caller: their token (header only), address and the request id. */
  const callerOf = (request: FastifyRequest): CallerRest =>
    rest.as({
      token: tokenFromAuthorization(request.headers.authorization),
      clientIp: request.ip,
      requestId: request.id,
    });

  app.get<{ Params: { id: string } }>('/files/certificates/:id/preview', async (request, reply) => {
    try {
      const caller = callerOf(request);
      const params = { id: restId(request.params.id) };
      return await passThrough(caller, request, reply, '/generate-pdf/{id}/preview', (o) =>
        caller.stream('get', '/generate-pdf/{id}/preview', { params, ...o }),
      );
    } catch (err) {
      return sendError(reply, err);
    }
  });

  /** The template filled with sample data, watermarked PREVIEW (access-and-administration §2 "Template Listing" View). */
  app.get<{ Params: { id: string } }>('/files/templates/:id/preview', async (request, reply) => {
    try {
      const caller = callerOf(request);
      const params = { id: restId(request.params.id) };
      return await passThrough(caller, request, reply, '/template/{id}/preview', (o) =>
        caller.stream('get', '/template/{id}/preview', { params, ...o }),
      );
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.get<{ Params: { id: string } }>('/files/certificates/:id/signed', async (request, reply) => {
    try {
      const caller = callerOf(request);
      const me = await caller.get('/me', {});
      const params = { id: restId(request.params.id), userid: me.user.id };
      return await passThrough(caller, request, reply, '/certificate/{id}/signed/{userid}', (o) =>
        caller.stream('get', '/certificate/{id}/signed/{userid}', { params, ...o }),
      );
    } catch (err) {
      return sendError(reply, err);
    }
  });

  /** The organisation's logo for the public verification page: no token, whoever asks (docs/verification.md). */
  app.get('/files/logo', async (request, reply) => {
    try {
      const caller = rest.as({ token: null, clientIp: request.ip, requestId: request.id });
      return await passThrough(caller, request, reply, '/files/logo', (o) =>
        caller.stream('get', '/files/logo', { anonymous: true, ...o }),
      );
    } catch (err) {
      return sendError(reply, err);
    }
  });

  /**
   * A learner's own certificate PDF by the token of their e-mailed link: no bearer token, whoever
   * holds the link (docs/printing.md "Digital delivery"); an unknown, malformed or expired link → 404.
   */
  app.get<{ Params: { token: string } }>('/files/delivery/:token', async (request, reply) => {
    try {
      const caller = rest.as({ token: null, clientIp: request.ip, requestId: request.id });
      const params = { token: request.params.token };
      return await passThrough(caller, request, reply, '/delivery/{token}/pdf', (o) =>
        caller.stream('get', '/delivery/{token}/pdf', { anonymous: true, params, ...o }),
      );
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.get<{ Params: { fileId: string } }>('/files/:fileId(^\\d+$)', async (request, reply) => {
    try {
      const caller = callerOf(request);
      const params = { id: restId(request.params.fileId) };
      return await passThrough(caller, request, reply, '/files/{id}', (o) =>
        caller.stream('get', '/files/{id}', { params, ...o }),
      );
    } catch (err) {
      return sendError(reply, err);
    }
  });
}
