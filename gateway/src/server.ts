import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { openRateLimitStore } from '@certify/runtime';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { type DocumentNode, GraphQLError } from 'graphql';
import { echoRequestId, requestIdOptions } from '@certify/runtime';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import { DEFAULT_RATE_LIMIT, type GatewayConfig } from './config.js';
import { buildContext, type ContextDeps, type GatewayContext, tokenFromAuthorization } from './context.js';
import { registerFileRoutes } from './files/fileRoutes.js';
import { registerCredentialRoutes } from './verification/credentialRoutes.js';
import { registerUploadRoute } from './files/uploadRoute.js';
import { registerExportRoutes } from './register/exportRoutes.js';
import { registerAuditExportRoute } from './audit/exportRoute.js';
import { registerHealthRoutes } from './http/health.js';
import { introspectionGuardPlugin } from './http/introspectionGuard.js';
import { requestIdPlugin, withRequestId } from './http/requestIdPlugin.js';
import { registerSchemaRoute } from './http/schemaRoute.js';
import { registerSecurityHeaders } from './http/securityHeaders.js';
import { registerWebApp } from './http/webApp.js';
import {
  type ChargeCost,
  checkOperation,
  costExtension,
  formatQueryLimitError,
  QUERY_LIMITS,
  queryCostPlugin,
  queryLimitRules,
} from './limits/queryLimits.js';
import {
  CLOSE_TOO_MANY_REQUESTS,
  costChargedHeaders,
  GatewayRateLimits,
  rateLimitedError,
  registerHttpRateLimit,
} from './limits/rateLimits.js';
import { EventHub } from './notifications/eventHub.js';
import { LiveConnections } from './notifications/liveConnections.js';
import { RestClient } from './rest/client.js';
import { buildSchema } from './schema.js';

/** What `buildGateway` attaches to the Fastify instance (tests and shutdown use it). */
export interface GatewayParts {
  rest: RestClient;
  events: EventHub;
  /**
   * Graceful stop: `apollo.stop()`, whose drain plugin closes Fastify (stop accepting, finish
   * in-flight requests, force-close connections after 10 s), which runs the close hooks below.
   */
  stop: () => Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    gateway: GatewayParts;
  }
}

/**
 * Builds the gateway (DESIGN.md "Architecture" gateway row, "Layout" server.ts): Apollo Server
 * at GET/POST `/graphql`, graphql-ws on the same `/graphql` path (WebSocket upgrade), ONE context
 * builder for both (HTTP `Authorization: Bearer`, WS `connectionParams.authorization`),
 * `/health` and `/ready`, the `/files/*` PDF routes and the built web app. Every answer carries
 * `X-Request-Id` (the caller's when valid, else a new one), every REST call forwards it, every
 * GraphQL error has it in `extensions.requestId`, and every log line as `requestId`. Closing the
 * instance stops accepting, drains Apollo, ends subscriptions and their upstream streams, closes
 * WebSockets and the undici pools.
 */
export async function buildGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger,
    forceCloseConnections: 'idle',
    // A GraphQL document or its variables past 1 MB is refused (413) before it is parsed.
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    ...requestIdOptions,
  });
  echoRequestId(app);
  registerSecurityHeaders(app);
  const rest = new RestClient(config.certApiUrl, config.onRestCall, { gatewaySecret: config.gatewaySecret });
  const events = new EventHub((m) => app.log.debug(m));
  const live = new LiveConnections(rest, events);
  const deps: ContextDeps = { rest };

  const rateLimitStore = openRateLimitStore(config.databaseUrl);
  const rateLimits = new GatewayRateLimits(config.rateLimit ?? DEFAULT_RATE_LIMIT, rateLimitStore.store);
  registerHttpRateLimit(app, rateLimits);
  // Field suggestions ("Did you mean …?") tell a stranger the schema: only in development.
  const hideSuggestions = process.env.NODE_ENV !== 'development';

  const schema = buildSchema();
  // Added before the websocket plugin so it runs first: end subscriptions (and their upstream
  // streams), then close each socket with 1001 "going away" so clients reconnect elsewhere.
  app.addHook('preClose', async () => {
    events.closeAll();
    for (const socket of app.websocketServer?.clients ?? []) socket.close(1001, 'Server shutting down');
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });

  // The HTTP exchange of each Apollo context: a cost charge merges its headers with the request count's.
  // Keyed by the context's REST client: Apollo runs each operation on a shallow copy of the context.
  const exchanges = new WeakMap<GatewayContext['api'], { request: FastifyRequest; reply: FastifyReply }>();
  /** Charges an HTTP operation's cost to its caller's budget (limits/rateLimits.ts); past it, 429 RATE_LIMITED. */
  const chargeCost: ChargeCost<GatewayContext> = async (ctx, cost) => {
    const charged = await rateLimits.chargeCost(ctx.clientIp, ctx.token, cost);
    const exchange = exchanges.get(ctx.api);
    if (exchange) void exchange.reply.headers(costChargedHeaders(exchange.request, charged));
    if (charged.allowed) return null;
    const refused = rateLimitedError(charged);
    return new GraphQLError(refused.message, { extensions: { ...refused.extensions, http: { status: 429 } } });
  };

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    plugins: [
      fastifyApolloDrainPlugin(app),
      requestIdPlugin(),
      queryCostPlugin(chargeCost),
      introspectionGuardPlugin(),
      // No field carries a cache hint: Apollo's cache-control plugin would only wrap every resolver
      // to watch for one (docs/architecture.md "A gateway that adds nothing").
      ApolloServerPluginCacheControlDisabled(),
    ],
    // Introspection for every authenticated caller, in production too (Apollo turns it off when
    // NODE_ENV=production unless told); introspectionGuardPlugin refuses anonymous callers.
    introspection: true,
    // Automatic persisted queries (docs/integrators.md "Limits"): a client may send only the
    // query's SHA-256 (`extensions.persistedQuery`) once the gateway has seen it; kept an hour in
    // Apollo's bounded in-memory LRU cache (about 30 MiB, oldest dropped first), per instance.
    cache: 'bounded',
    persistedQueries: { ttl: 3600 },
    // Query limits (limits/queryLimits.ts): tokens while parsing, the rest as validation rules.
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    validationRules: [...queryLimitRules],
    formatError: formatQueryLimitError,
    hideSchemaDetailsFromClientErrors: hideSuggestions,
    // main.ts owns SIGINT/SIGTERM (drain, then exit 0); Apollo's own handlers would re-raise the signal
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: process.env.NODE_ENV === 'development',
  });
  await apollo.start();
  app.decorate('gateway', { rest, events, stop: () => apollo.stop() });

  const httpHandler = fastifyApolloHandler(apollo, {
    context: async (request, reply) => {
      const ctx = buildContext(
        deps,
        request.headers.authorization,
        request.ip,
        request.id,
        null,
        request.headers['idempotency-key'],
      );
      exchanges.set(ctx.api, { request, reply });
      return ctx;
    },
  });
  // The cost of each WebSocket operation by its parsed document (one per `subscribe`).
  const wsCosts = new WeakMap<DocumentNode, number>();
  // Over WebSocket the request id is the upgrade request's, for every operation of the connection.
  // A connection needs a token the api accepts and lives no longer than its session (docs/security.md "Live connections").
  const wsHandler = makeHandler({
    schema,
    // Opening a connection counts too (it opens an upstream event stream); past the limits: 4429.
    onConnect: async (ctx) => {
      const token = tokenFromAuthorization(ctx.connectionParams?.authorization);
      const decision = await rateLimits.consume(ctx.extra.request.ip, token);
      if (decision.allowed) return live.onConnect(ctx);
      ctx.extra.socket.close(CLOSE_TOO_MANY_REQUESTS, rateLimitedError(decision).message);
      return false;
    },
    onClose: live.onClose,
    // Each operation counts against the rate limits and passes the query limits before it runs.
    onSubscribe: async (ctx, _id, payload) => {
      const token = tokenFromAuthorization(ctx.connectionParams?.authorization);
      const decision = await rateLimits.consume(ctx.extra.request.ip, token);
      if (!decision.allowed) return [rateLimitedError(decision)];
      const checked = checkOperation(schema, payload, hideSuggestions);
      if (checked.errors) return checked.errors;
      const charged = await rateLimits.chargeCost(ctx.extra.request.ip, token, checked.cost);
      if (!charged.allowed) return [rateLimitedError(charged)];
      wsCosts.set(checked.document, checked.cost);
      return {
        schema,
        document: checked.document,
        operationName: payload.operationName,
        variableValues: payload.variables,
      };
    },
    context: (ctx) =>
      buildContext(
        deps,
        ctx.connectionParams?.authorization,
        ctx.extra.request.ip,
        ctx.extra.request.id,
        live.feedOf(ctx),
      ),
    // Each result carries its operation's cost (`extensions.cost`), as over HTTP.
    onNext: (ctx, _id, _payload, args, result) => {
      const cost = wsCosts.get(args.document);
      const extensions = cost === undefined ? result.extensions : { ...result.extensions, cost: costExtension(cost) };
      return {
        ...result,
        ...(extensions ? { extensions } : {}),
        ...(result.errors ? { errors: withRequestId(result.errors, ctx.extra.request.id) } : {}),
      };
    },
    onError: (ctx, _id, _payload, errors) => withRequestId(errors, ctx.extra.request.id),
  });
  app.route({ method: 'GET', url: '/graphql', handler: httpHandler, wsHandler });
  app.route({ method: 'POST', url: '/graphql', handler: httpHandler });

  registerHealthRoutes(app, rest);
  registerSchemaRoute(app, schema);
  registerFileRoutes(app, rest);
  registerCredentialRoutes(app, rest);
  registerExportRoutes(app, rest, schema);
  registerAuditExportRoute(app, rest, schema);
  await registerUploadRoute(app, rest);
  await registerWebApp(app, config.webDist);

  // No apollo.stop() here: its drain plugin calls app.close() itself (see GatewayParts.stop).
  app.addHook('onClose', async () => {
    events.closeAll();
    await rest.close();
    await rateLimitStore.close();
  });
  return app;
}
