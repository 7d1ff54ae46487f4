import { ApolloServer } from '@apollo/server';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { makeHandler } from 'graphql-ws/use/@fastify/websocket';
import type { GatewayConfig } from './config.js';
import { buildContext, type ContextDeps, type GatewayContext } from './context.js';
import { registerFileRoutes } from './files/fileRoutes.js';
import { registerWebApp } from './http/webApp.js';
import { EventHub } from './notifications/eventHub.js';
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
 * `/health`, the `/files/*` PDF routes and the built web app. Closing the instance stops
 * accepting, drains Apollo, ends subscriptions and their upstream streams, closes WebSockets and
 * the undici pools.
 */
export async function buildGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logger,
    forceCloseConnections: 'idle',
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: config.trustProxy,
  });
  const rest = new RestClient(config.certApiUrl, config.onRestCall);
  const events = new EventHub(rest, (m) => app.log.debug(m));
  const deps: ContextDeps = { rest, events };

  const schema = buildSchema();
  let closing = false;
  // Added before the websocket plugin so it runs first: end subscriptions (and their upstream
  // streams), then close each socket with 1001 "going away" so clients reconnect elsewhere.
  app.addHook('preClose', async () => {
    closing = true;
    events.closeAll();
    for (const socket of app.websocketServer?.clients ?? []) socket.close(1001, 'Server shutting down');
  });
  await app.register(fastifyWebsocket, { options: { maxPayload: 1024 * 1024 } });

  const apollo = new ApolloServer<GatewayContext>({
    schema,
    plugins: [fastifyApolloDrainPlugin(app)],
    includeStacktraceInErrorResponses: process.env.NODE_ENV === 'development',
  });
  await apollo.start();
  app.decorate('gateway', { rest, events, stop: () => apollo.stop() });

  const httpHandler = fastifyApolloHandler(apollo, {
    context: async (request) => buildContext(deps, request.headers.authorization, request.ip),
  });
  const wsHandler = makeHandler({
    schema,
    context: (ctx) => buildContext(deps, ctx.connectionParams?.authorization, ctx.extra.request.ip),
  });
  app.route({ method: 'GET', url: '/graphql', handler: httpHandler, wsHandler });
  app.route({ method: 'POST', url: '/graphql', handler: httpHandler });

  app.get('/health', async (_request, reply) =>
    closing ? reply.code(503).send({ status: 'closing' }) : reply.send({ status: 'ok' }),
  );

  registerFileRoutes(app, rest);
  await registerWebApp(app, config.webDist);

  // No apollo.stop() here: its drain plugin calls app.close() itself (see GatewayParts.stop).
  app.addHook('onClose', async () => {
    events.closeAll();
    await rest.close();
  });
  return app;
}
