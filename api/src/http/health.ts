/**
 * `GET /health` — alive: 200 `{ status: 'ok' }` while the process runs. `GET /ready` — able to
 * serve: 200 `{ status: 'ok' }` when the database answers `SELECT 1` within READY_TIMEOUT_MS,
 * else (and while shutting down) 503 `{ status: 'unavailable', reason }`. Both public.
 * spec: api/CONTRACT.md "Health".
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { json } from './answers.js';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps.js';
import type { Db } from '../db/client.js';

const ok = z.object({ status: z.literal('ok') });
const unavailable = z.object({ status: z.literal('unavailable'), reason: z.string() });

/** How long `/ready` waits for the database. */
export const READY_TIMEOUT_MS = 2000;

/** Why the database cannot serve (short: the answer is public; the log has the error), or null. */
async function databaseProblem(db: Db, log: (err: unknown) => void): Promise<string | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`the database did not answer within ${READY_TIMEOUT_MS} ms`), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([db.execute(sql`SELECT 1`).then(() => null), timeout]);
  } catch (err) {
    log(err);
    // drizzle wraps the driver's error (`cause`), which has the code (ECONNREFUSED, 57P01, …)
    const e = err as { code?: unknown; cause?: { code?: unknown } };
    const code = e.code ?? e.cause?.code;
    return `the database failed${typeof code === 'string' ? ` (${code})` : ''}`;
  } finally {
    clearTimeout(timer);
  }
}

/** Registers `/health` and `/ready`. spec: api/CONTRACT.md "Health". */
export async function registerHealthRoutes(app: FastifyInstance, { db, printJobs }: AppDeps): Promise<void> {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  const api = app.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['Health'], security: [] };
  api.get(
    '/health',
    {
      config: { public: true },
      schema: { ...common, summary: 'Alive: the process runs', response: { 200: json(ok, 'Alive') } },
    },
    async () => ({ status: 'ok' as const }),
  );

  api.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        ...common,
        summary: 'Ready: the database answers and the render threads are warm',
        response: { 200: json(ok, 'Ready'), 503: json(unavailable, 'Not ready, and why') },
      },
    },
    async (request, reply) => {
      const reason = closing
        ? 'shutting down'
        : !printJobs.isWarm
          ? 'render threads warming up'
          : await databaseProblem(db, (err) => request.log.warn({ err }, 'readiness: database check failed'));
      if (reason) return reply.status(503).send({ status: 'unavailable' as const, reason });
      return { status: 'ok' as const };
    },
  );
}
