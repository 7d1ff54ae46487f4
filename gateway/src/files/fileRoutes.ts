import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { tokenFromAuthorization } from '../context.js';
import type { RestClient } from '../rest/client.js';
import { httpStatusOf, upstreamUnavailable } from '../rest/errors.js';
import type { RestMe } from '../rest/types.js';

/** Headers of an api PDF answer passed through to the browser. */
const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'x-file-id', 'x-file-sha256', 'etag', 'last-modified'];

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
async function passThrough(rest: RestClient, request: FastifyRequest, reply: FastifyReply, token: string | null, path: string) {
  const res = await rest.stream('GET', path, { token, accept: 'application/pdf, */*' });
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
 * - `/files/:fileId` → `GET /files/{id}` (printed PDFs; sha256 in `X-File-Sha256`)
 *
 * The token comes ONLY from the `Authorization` header; `?token=` is deliberately not accepted:
 * the web app renders PDFs with react-pdf (which sends headers) and prints/downloads from a
 * fetched Blob URL, so no iframe needs the token in its URL, and tokens in URLs leak into
 * history, logs and Referer headers.
 */
export function registerFileRoutes(app: FastifyInstance, rest: RestClient): void {
  const tokenOf = (request: FastifyRequest): string | null => tokenFromAuthorization(request.headers.authorization);

  app.get<{ Params: { id: string } }>('/files/certificates/:id/preview', async (request, reply) => {
    try {
      return await passThrough(rest, request, reply, tokenOf(request), `/generate-pdf/${encodeURIComponent(request.params.id)}/preview`);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.get<{ Params: { id: string } }>('/files/certificates/:id/signed', async (request, reply) => {
    try {
      const token = tokenOf(request);
      const me = await rest.get<RestMe>('/me', { token });
      const path = `/certificate/${encodeURIComponent(request.params.id)}/signed/${encodeURIComponent(String(me.user.id))}`;
      return await passThrough(rest, request, reply, token, path);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.get<{ Params: { fileId: string } }>('/files/:fileId', async (request, reply) => {
    try {
      return await passThrough(rest, request, reply, tokenOf(request), `/files/${encodeURIComponent(request.params.fileId)}`);
    } catch (err) {
      return sendError(reply, err);
    }
  });
}
