import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths the SPA fallback never answers with index.html. */
const API_PREFIXES = ['/graphql', '/files/', '/health'];

/**
 * Serves the built web app from `webDist` (DESIGN.md "Architecture": the gateway serves the
 * built web app), with the SPA fallback: a GET for a non-API path that is no file answers
 * index.html so client routes like /certificates/requested-list/12 load. Skipped (with a log
 * line) when the folder has no index.html. Unknown API paths answer a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasApp = existsSync(join(webDist, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, { root: webDist, wildcard: true, index: ['index.html'] });
  } else {
    app.log.info(`web app not found at ${webDist}; static serving skipped`);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p));
    // a missing asset (/assets/app-123.js) is a 404, not the app shell
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (hasApp && !isApi && !looksLikeFile && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: `Route ${request.method} ${path} not found` });
  });
}
