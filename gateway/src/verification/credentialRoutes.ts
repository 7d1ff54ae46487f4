import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import type { RestClient } from '../rest/client.js';
import { httpStatusOf, upstreamUnavailable } from '../rest/errors.js';

/** The api's media type of a credential JWS (W3C VC-JOSE-COSE). */
const VC_JWT = 'application/vc+jwt';

/** Headers of the api's answer passed through to the caller. */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag'];

/** The longest code passed on (a longer one is no code: the api's 404 answers it). */
const MAX_CODE_LENGTH = 100;

/** Answers an error as the gateway's REST routes do: `{ code, message }` with its HTTP status. */
function sendError(reply: FastifyReply, err: unknown): FastifyReply {
  const error = err instanceof GraphQLError ? err : upstreamUnavailable(err);
  return reply.code(httpStatusOf(error)).send({ code: error.extensions.code, message: error.message });
}

/**
 * The public verifiable-credential routes of the gateway (docs/verification.md), served
 * without a token to whoever asks, the api counting each against the caller's address:
 * - `GET /.well-known/jwks.json` → the api's JWK Set (the organisation's Ed25519 public keys);
 * - `GET /verify/:code/credential` → the api's Open Badges 3.0 credential of that code: JSON
 *   `{ credential, jwt }`, or the compact JWS alone for `Accept: application/vc+jwt` or
 *   `?format=jwt`. A cancelled credential answers 410 `{ code: 'GONE', message }`; an unknown
 *   code 404 `{ code: 'NOT_FOUND', message }`.
 * Both paths are the gateway's (`.well-known` is a server segment; `/verify/{code}/credential` is
 * matched before the web app's fallback), so the URLs in a credential (`PUBLIC_URL/…`) answer here.
 */
export function registerCredentialRoutes(app: FastifyInstance, rest: RestClient): void {
  const anonymous = (request: FastifyRequest) => rest.as({ token: null, clientIp: request.ip, requestId: request.id });

  /** Streams a 2xx api answer with its type and caching; maps anything else like the file routes. */
  async function passThrough(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
    res: Awaited<ReturnType<RestClient['stream']>>,
  ) {
    const caller = anonymous(request);
    if (res.statusCode === 410) {
      const error = await caller.errorOf(res, path);
      return reply.code(410).send({ code: 'GONE', message: error.message });
    }
    if (res.statusCode < 200 || res.statusCode >= 300) return sendError(reply, await caller.errorOf(res, path));
    for (const name of PASSED_HEADERS) {
      const value = res.headers[name];
      if (value !== undefined) reply.header(name, value);
    }
    request.raw.once('close', () => {
      if (!res.body.readableEnded) res.body.destroy();
    });
    return reply.code(res.statusCode).send(res.body);
  }

  app.get('/.well-known/jwks.json', async (request, reply) => {
    try {
      const res = await anonymous(request).stream('get', '/.well-known/jwks.json', { anonymous: true });
      return await passThrough(request, reply, '/.well-known/jwks.json', res);
    } catch (err) {
      return sendError(reply, err);
    }
  });

  app.get<{ Params: { code: string }; Querystring: { format?: string } }>(
    '/verify/:code/credential',
    async (request, reply) => {
      try {
        const code = request.params.code.slice(0, MAX_CODE_LENGTH + 1);
        const format = request.query.format;
        const accept = request.headers.accept?.includes(VC_JWT) ? VC_JWT : 'application/json';
        const res = await anonymous(request).stream('get', '/verify/{code}/credential', {
          anonymous: true,
          accept,
          params: { code },
          query: format === undefined ? {} : { format: format as 'json' | 'jwt' },
        });
        return await passThrough(request, reply, '/verify/{code}/credential', res);
      } catch (err) {
        return sendError(reply, err);
      }
    },
  );
}
