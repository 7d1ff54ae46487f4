/**
 * The api service: a Fastify instance with body parsing, auth, error handling and every route.
 * `buildApp` does not listen. spec: DESIGN.md "Architecture" (api/); api/CONTRACT.md.
 */
import { registerApiClientRoutes } from './integrators/routes.js';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { echoRequestId, requestIdOptions } from '@certify/runtime';
import type { AppDeps } from './app-deps.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { EventBus } from './live/eventBus.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { MailOutbox } from './mail/outbox.js';
import { WebhookDispatcher, type WebhookDispatcherOptions } from './webhooks/dispatcher.js';
import { registerWebhookRoutes } from './webhooks/routes.js';
import { webhookSubscriber } from './webhooks/webhookSubscriber.js';
import { DomainEventRecorder } from './domainEvents/events.js';
import { notificationSubscriber } from './notifications/notify.js';
import { printingSubscriber } from './printing/printingSubscriber.js';
import { BackgroundWork } from './jobs/backgroundWork.js';
import { PrintJobRunner, type PrintJobRunnerOptions } from './printing/runner.js';
import { registerPrintJobRoutes } from './printJobs/routes.js';
import { BODY_LIMIT, parseQuery, registerBodyParsers } from './http/bodyParsers.js';
import { registerClientAddress } from './http/clientAddress.js';
import { registerRateLimit } from './http/rateLimit.js';
import { registerIdempotency } from './idempotency/registerIdempotency.js';
import { registerErrorHandling, sendError } from './http/errorHandler.js';
import { badRequest } from './http/errors.js';
import { registerHealthRoutes } from './http/health.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { registerAuthHook } from './auth/authHook.js';
import { PrincipalCache, type PrincipalCacheOptions } from './auth/principalCache.js';
import { registerAuthRoutes } from './auth/routes.js';
import { registerPasswordResetRoutes } from './users/passwordResetRoutes.js';
import { registerLookupRoutes } from './lookups/routes.js';
import { registerListRoutes } from './certificates/lists/routes.js';
import { registerViewRoutes } from './certificates/views/routes.js';
import { registerNotificationRoutes } from './notifications/routes.js';
import { registerEventRoutes } from './live/routes.js';
import { registerFileRoutes } from './downloads/routes.js';
import { purgeStaleUploads, registerUploadRoutes } from './files/uploads.js';
import { registerWorkflowRoutes } from './certificates/workflow/routes.js';
import { registerTemplateRoutes } from './templates/routes.js';
import { registerUserRoutes } from './users/routes.js';
import { registerRoleRoutes } from './roles/routes.js';
import { registerSettingsRoutes } from './settings/routes.js';
import { registerImportRoutes } from './imports/routes.js';
import { registerMasterRoutes } from './master/routes.js';
import { registerRegisterRoutes } from './certificates/register/routes.js';
import { registerDashboardRoutes } from './dashboard/routes.js';
import { registerVerificationRoutes } from './verification/routes.js';
import { registerSigningRoutes } from './settings/signingCertificateRoutes.js';
import { registerCredentialRoutes } from './credentials/routes.js';
import { registerDeliveryRoutes } from './delivery/routes.js';
import { registerAuditRoutes } from './auditLog/routes.js';

export { requireModule, requirePermission } from './auth/guards.js';

export interface BuildAppOptions {
  database: Database;
  config: Config;
  /** Defaults to a new bus (LISTEN/NOTIFY on PostgreSQL). */
  events?: EventBus;
  /** The mail transport; defaults to SMTP or the outbox folder per `config`. */
  mailer?: Mailer;
  /** false: e-mail is queued in `mail_outbox` but not delivered by this app (default true). */
  mailDispatch?: boolean;
  /**
   * The webhook dispatcher's clock, jitter and switch (`deliver: false`: deliveries are queued but
   * not sent by this app); its schedule comes from `config.webhooks`.
   */
  webhooks?: Pick<WebhookDispatcherOptions, 'clock' | 'random' | 'deliver'>;
  /** How principals are kept (auth/principalCache.ts; default: 5 s, at most 10,000). */
  principals?: PrincipalCacheOptions;
  /**
   * The print job runner's switch (`deliver: false`: jobs are queued but not run by this app), lease,
   * retry wait, chunk size and render threads (default `config.printWorkers`). docs/architecture.md "Bulk work off the request path".
   */
  printJobs?: Omit<PrintJobRunnerOptions, 'log'>;
  /** Fastify logger option (default: `config.logLevel`, or off when NODE_ENV=test). */
  logger?: FastifyServerOptions['logger'];
  /** Observer of every route as it is registered (tests check each is in the published contract). */
  onRoute?: (route: RouteOptions) => void;
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
  const transport = opts.mailer ?? createMailer(config, (m) => app.log.info(m));
  const mailer = new MailOutbox(database.db, transport, {
    deliver: opts.mailDispatch !== false,
    log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) },
  });
  const webhooks = new WebhookDispatcher(database.db, {
    ...opts.webhooks,
    config: config.webhooks,
    log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) },
  });
  // Kept principals follow every session and principal change announced on the bus (all instances).
  const principals = new PrincipalCache(opts.principals);
  const stopObserving = events.observe((event) => principals.onEvent(event));
  const background = new BackgroundWork((name, err) => app.log.warn({ err }, `${name} failed`));
  // docs/architecture.md "Domain events": the subscribers act in the transaction that records an event.
  const domainEvents = new DomainEventRecorder([
    notificationSubscriber(config.publicUrl),
    webhookSubscriber(webhooks),
    printingSubscriber(() => deps.printJobs),
  ]);
  const services: Omit<AppDeps, 'printJobs'> = {
    db: database.db,
    database,
    config,
    events,
    mailer,
    webhooks,
    principals,
    background,
    domainEvents,
  };
  // the print job runner takes the deps it is part of
  const deps = services as AppDeps;
  // docs/architecture.md "Bulk work off the request path": print jobs render in worker threads after commit.
  deps.printJobs = new PrintJobRunner(deps, {
    ...opts.printJobs,
    threads: opts.printJobs?.threads ?? config.printWorkers,
    log: { info: (m) => app.log.info(m), warn: (m) => app.log.warn(m), error: (m) => app.log.error(m) },
  });

  const app = Fastify({
    logger: opts.logger ?? (process.env.NODE_ENV === 'test' ? false : { level: config.logLevel }),
    ...requestIdOptions,
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    // Bracket arrays in query strings too (`?course_id[]=1&ids=1,2`).
    routerOptions: { querystringParser: parseQuery },
    // A path the router cannot decode (bad %-encoding) answers like every other error.
    frameworkErrors: (_error, request, reply) => {
      sendError(badRequest('The address of the request is not valid'), request, reply);
    },
  });
  app.decorate('deps', deps);
  events.useLogger((message, err) => app.log.warn({ err }, message));
  if (opts.onRoute) {
    const observe = opts.onRoute;
    app.addHook('onRoute', (route) => observe(route));
  }
  echoRequestId(app);
  registerClientAddress(app, config.gatewaySecret);
  registerRateLimit(app, deps);
  registerIdempotency(app, deps);

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await registerOpenApi(app);
  await registerBodyParsers(app);
  registerAuthHook(app, deps.db, principals);

  await registerHealthRoutes(app, deps);
  await registerAuthRoutes(app, deps);
  await registerPasswordResetRoutes(app, deps);
  await registerLookupRoutes(app, deps);
  await registerListRoutes(app, deps);
  await registerViewRoutes(app, deps);
  await registerNotificationRoutes(app, deps);
  await registerEventRoutes(app, deps);
  await registerFileRoutes(app, deps);
  await registerUploadRoutes(app, deps);
  await registerWorkflowRoutes(app, deps);
  await registerPrintJobRoutes(app, deps);
  await registerTemplateRoutes(app, deps);
  await registerUserRoutes(app, deps);
  await registerRoleRoutes(app, deps);
  await registerSettingsRoutes(app, deps);
  await registerSigningRoutes(app, deps);
  await registerImportRoutes(app, deps);
  await registerDashboardRoutes(app, deps);
  await registerMasterRoutes(app, deps);
  await registerRegisterRoutes(app, deps);
  await registerApiClientRoutes(app, deps);
  await registerWebhookRoutes(app, deps);
  await registerVerificationRoutes(app, deps);
  await registerCredentialRoutes(app, deps);
  await registerDeliveryRoutes(app, deps);
  await registerAuditRoutes(app, deps);

  // Uploads no call used within UPLOAD_TTL_HOURS go, hourly (any instance may; the delete is idempotent).
  const purgeUploads = () =>
    void purgeStaleUploads(database.db).catch((err) => app.log.warn({ err }, 'purging stale uploads failed'));
  const uploadsPurger = setInterval(purgeUploads, 3_600_000);
  uploadsPurger.unref();
  app.addHook('onClose', async () => {
    clearInterval(uploadsPurger);
    stopObserving();
    await background.idle();
    await deps.printJobs.stop();
    await webhooks.stop();
    await mailer.stop();
    await events.close();
  });
  mailer.start();
  webhooks.start();
  deps.printJobs.start();
  return app;
}
