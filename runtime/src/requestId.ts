/**
 * Request ids for both processes: an incoming `X-Request-Id` of at most 128 characters of
 * `[A-Za-z0-9._:-]` is kept, anything else is replaced by a new UUID; every answer echoes it
 * and every log line of the request carries it as `requestId`.
 */
import { randomUUID } from 'node:crypto';
import { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The incoming id when valid, else a new random UUID. */
export function requestIdFrom(value: unknown): string {
  return typeof value === 'string' && VALID_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Fastify options: `request.id` from `requestIdFrom`, logged as `requestId` (the pino child logger
 * of each request carries it). `requestIdHeader` stays false because Fastify would take the header
 * verbatim and `genReqId` would never see it.
 */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: (req) => requestIdFrom(req.headers[REQUEST_ID_HEADER]),
  logController: new LogController({ requestIdLogLabel: 'requestId' }),
} satisfies Pick<FastifyServerOptions, 'requestIdHeader' | 'genReqId' | 'logController'>;

/** Sends `X-Request-Id` on every answer, errors and 404s included (register before the routes). */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
