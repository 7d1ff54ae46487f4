/**
 * The api service: a Fastify instance with body parsing, auth, error handling and every route.
 * `buildApp` does not listen. spec: DESIGN.md "Architecture" (api/); api/CONTRACT.md.
 */
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppDeps } from './app-deps.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { EventBus } from './events/bus.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { parseForm, registerBodyParsers } from './http/bodyParsers.js';
import { registerErrorHandling } from './http/errorHandler.js';
import { registerAuthHook } from './auth/authHook.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerLookupRoutes } from './lookups/routes.js';
import { registerListRoutes } from './certificates/lists/routes.js';
import { registerViewRoutes } from './certificates/views/routes.js';
import { registerNotificationRoutes } from './notifications/routes.js';
import { registerEventRoutes } from './events/routes.js';
import { registerFileRoutes } from './files/routes.js';
import { registerWorkflowRoutes } from './certificates/transitions/index.js';

export { requireModule, requirePermission, requireRole } from './auth/guards.js';

export interface BuildAppOptions {
  database: Database;
  config: Config;
  /** Defaults to a new bus (LISTEN/NOTIFY on PostgreSQL). */
  events?: EventBus;
  /** Defaults to SMTP or the outbox folder per `config`. */
  mailer?: Mailer;
  /** Fastify logger option (default: warn level, or off when NODE_ENV=test). */
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies every route module gets. */
    deps: AppDeps;
  }
}

/** Builds the api Fastify app (not listening). spec: DESIGN.md "Architecture". */
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { database, config } = opts;
  const events = opts.events ?? new EventBus(database.pool);
  await events.start();
  const mailer = opts.mailer ?? createMailer(config, (m) => app.log.info(m));
  const deps: AppDeps = { db: database.db, database, config, events, mailer };

  const app = Fastify({
    logger: opts.logger ?? (process.env.NODE_ENV === 'test' ? false : { level: process.env.LOG_LEVEL ?? 'warn' }),
    trustProxy: config.trustProxy,
    bodyLimit: 25 * 1024 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Bracket arrays in query strings too (`?course_id[]=1&ids=1,2`).
    routerOptions: { querystringParser: (str: string) => parseForm(str) },
  });
  app.decorate('deps', deps);

  registerErrorHandling(app);
  await registerBodyParsers(app);
  registerAuthHook(app, deps.db);

  /** GET /health — 200 once the database answers. spec: api/CONTRACT.md "Health". */
  app.get('/health', { config: { public: true } }, async (_request, reply) => {
    try {
      await deps.db.execute(sql`SELECT 1`);
      return { status: 'ok' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  await registerAuthRoutes(app, deps);
  await registerLookupRoutes(app, deps);
  await registerListRoutes(app, deps);
  await registerViewRoutes(app, deps);
  await registerNotificationRoutes(app, deps);
  await registerEventRoutes(app, deps);
  await registerFileRoutes(app, deps);
  await registerWorkflowRoutes(app, deps);

  app.addHook('onClose', async () => {
    await events.close();
  });
  return app;
}
