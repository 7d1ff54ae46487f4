import type { FastifyInstance } from 'fastify';
import type { RestClient } from '../rest/client.js';

/** How long `/ready` waits for the api's `/ready` (which itself waits up to 2 s for its database). */
export const READY_TIMEOUT_MS = 3000;

/** Why the api cannot serve, or null when its `/ready` answers 200. */
async function apiProblem(rest: RestClient, requestId: string): Promise<string | null> {
  try {
    const res = await rest.stream('get', '/ready', {
      anonymous: true,
      requestId,
      signal: AbortSignal.timeout(READY_TIMEOUT_MS),
    });
    const body = (await res.body.json().catch(() => ({}))) as { reason?: unknown };
    if (res.statusCode === 200) return null;
    return `the api is not ready (${res.statusCode}${typeof body.reason === 'string' ? `: ${body.reason}` : ''})`;
  } catch (err) {
    if ((err as Error).name === 'TimeoutError') return `the api did not answer within ${READY_TIMEOUT_MS} ms`;
    const reason = (err as { extensions?: { reason?: unknown } }).extensions?.reason;
    return `the api is unreachable${typeof reason === 'string' ? ` (${reason})` : ''}`;
  }
}

/**
 * `GET /health` — alive: 200 `{ status: 'ok' }` while the process runs. `GET /ready` — able to
 * serve: 200 `{ status: 'ok' }` when the api's `/ready` answers 200 (its database answers), else
 * (and while shutting down) 503 `{ status: 'unavailable', reason }`. docs/configuration.md.
 */
export function registerHealthRoutes(app: FastifyInstance, rest: RestClient): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/ready', async (request, reply) => {
    const reason = closing ? 'shutting down' : await apiProblem(rest, request.id);
    if (reason) return reply.code(503).send({ status: 'unavailable', reason });
    return { status: 'ok' };
  });
}
