/**
 * `POST /files/uploads?purpose=template|image|csv|pkcs12` (docs/product.md "Administration": files travel
 * through this upload route with a bearer token and the mutation takes the upload id it answers, not
 * through GraphQL multipart): the browser's multipart body is streamed to the
 * api's `POST /uploads/{purpose}` as it arrives — the gateway never holds the file — and the api
 * checks it by content and size (413 as soon as it passes the limit). Answers
 * `{ upload: { id, fileName, kind, contentType, byteSize, sha256 } }`; a GraphQL mutation then takes
 * `uploadId`. Errors are `{ code, message }` with the api's status. Rate-limited like every
 * `/files` request (limits/rateLimits.ts).
 */
import type { FastifyInstance } from 'fastify';
import { GraphQLError } from 'graphql';
import { tokenFromAuthorization } from '../context.js';
import type { RestClient } from '../rest/client.js';
import { gatewayError, upstreamUnavailable } from '../rest/errors.js';

/** The purposes the api takes, and its path for each. */
const PURPOSES = {
  template: '/uploads/template',
  image: '/uploads/image',
  csv: '/uploads/csv',
  /** The organisation's PDF signing certificate (docs/security.md "Signed PDFs"). */
  pkcs12: '/uploads/pkcs12',
} as const;
type Purpose = keyof typeof PURPOSES;

/** What the api answers on 200 (its `Upload` schema). */
interface ApiUpload {
  upload: { id: number; file_name: string; file_kind: string; content_type: string; byte_size: number; sha256: string };
}

/** Registers the upload route in its own scope (a multipart body is passed on, never parsed here). */
export async function registerUploadRoute(app: FastifyInstance, rest: RestClient): Promise<void> {
  await app.register(async (scope) => {
    // Hand the raw request stream to the handler: the api reads and checks the parts.
    scope.addContentTypeParser('multipart/form-data', (_request, payload, done) => done(null, payload));

    scope.post<{ Querystring: { purpose?: string } }>('/files/uploads', async (request, reply) => {
      const fail = (status: number, error: GraphQLError) => {
        // Whatever the browser still sends is not read: close the connection after answering.
        void reply.header('connection', 'close');
        return reply.code(status).send({ code: error.extensions.code, message: error.message });
      };
      const purpose = request.query.purpose as Purpose | undefined;
      if (!purpose || !(purpose in PURPOSES)) {
        return fail(400, gatewayError('BAD_USER_INPUT', `purpose must be one of ${Object.keys(PURPOSES).join(', ')}`));
      }
      const contentType = request.headers['content-type'] ?? '';
      if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
        return fail(415, gatewayError('BAD_USER_INPUT', 'Send the file as multipart/form-data'));
      }
      const token = tokenFromAuthorization(request.headers.authorization);
      if (!token) return fail(401, gatewayError('UNAUTHENTICATED', 'Unauthenticated.'));

      const aborter = new AbortController();
      request.raw.once('close', () => {
        if (!request.raw.complete) aborter.abort();
      });
      const caller = rest.as({ token, clientIp: request.ip, requestId: request.id });
      try {
        const res = await rest.forward(PURPOSES[purpose], request.raw, contentType, request.headers['content-length'], {
          ...caller.caller,
          signal: aborter.signal,
        });
        if (res.statusCode < 200 || res.statusCode >= 300) {
          return fail(res.statusCode, await rest.errorOf(res, PURPOSES[purpose]));
        }
        const { upload } = (await res.body.json()) as ApiUpload;
        return {
          upload: {
            id: String(upload.id),
            fileName: upload.file_name,
            kind: upload.file_kind,
            contentType: upload.content_type,
            byteSize: upload.byte_size,
            sha256: upload.sha256,
          },
        };
      } catch (err) {
        const error = err instanceof GraphQLError ? err : upstreamUnavailable(err);
        return fail(error.extensions.code === 'UNAUTHENTICATED' ? 401 : 502, error);
      }
    });
  });
}
