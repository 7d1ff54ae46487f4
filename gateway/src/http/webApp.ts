import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * First path segments the server owns, now or soon (GraphQL, files, REST/OpenAPI, docs, metrics,
 * probes): an unknown path under one of them answers a JSON 404, never the app shell.
 *
 * A deny-list of the server's namespace rather than an allow-list of the web app's routes: the
 * web router (web/src/app/router.tsx) ends in a catch-all `*` route that renders the app's own
 * not-found page, so every other path is the app's to answer, and a new client route needs no
 * change here. What the server must know is only its own namespace.
 */
const SERVER_SEGMENTS = new Set(['graphql', 'files', 'api', 'docs', 'metrics', 'openapi', '.well-known']);

/** Probe-like first segments: /health, /ready, /live, /alive, /ping and their `z` forms (/readyz). */
const PROBE_SEGMENT = /^(health|ready|live|alive|ping)z?$/;

/**
 * The public verification pages (`/verify`, `/verify/{code}`) and a learner's download page
 * (`/certificate/download/{token}`): served with `X-Robots-Tag: noindex` so search engines never
 * list a learner's credential (docs/verification.md, "Digital delivery").
 */
export const isNoIndexPath = (path: string): boolean => /^\/(verify(\/|$)|certificate\/download\/)/i.test(path);

/** A missing asset (/assets/app-123.js, /favicon.ico) is a 404, not the app shell. */
const FILE_EXTENSION = /\.[a-z0-9]+$/i;

/**
 * A file Vite named after its content: under `assets/`, with the `-<8 character hash>` Vite puts
 * before the extension (`assets/index-BXYM_htt.js`, `assets/pdf.worker.min-qwK7q_zL.mjs`), with or
 * without the precompressed `.br`/`.gz` suffix. Its bytes never change under that name, so browsers
 * may keep it for a year without asking again. Files of web/public (favicon.svg) keep their names.
 */
export function isHashedAsset(relativePath: string): boolean {
  const parts = relativePath.split(/[\\/]/);
  return parts.length === 2 && parts[0] === 'assets' && /-[A-Za-z0-9_-]{8}\.[a-z0-9]+(\.(br|gz))?$/.test(parts[1]!);
}

/**
 * The Cache-Control of a built file (docs/architecture.md "A light web app"): `public, max-age=31536000,
 * immutable` for a hashed asset (`isHashedAsset`); `no-cache` for everything else (index.html,
 * which names the current assets, and the unhashed public files): the browser keeps a copy but
 * revalidates it with its ETag / Last-Modified on every use (a 304 when unchanged).
 */
export const cacheControlOf = (relativePath: string): string =>
  isHashedAsset(relativePath) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Whether `path` may be answered with the app shell (index.html). */
export function isWebAppPath(path: string): boolean {
  const first = (path.split('/')[1] ?? '').toLowerCase();
  return !SERVER_SEGMENTS.has(first) && !PROBE_SEGMENT.test(first) && !FILE_EXTENSION.test(path);
}

/**
 * Serves the built web app from `webDist` (DESIGN.md "Architecture": the gateway serves the
 * built web app), with the SPA fallback: a GET or HEAD for a path of the web app (`isWebAppPath`)
 * that is no file answers index.html so client routes like /certificates/requested-list/12 load.
 * Skipped (with a log line) when the folder has no index.html. Everything else answers a JSON 404.
 *
 * docs/architecture.md "A light web app": the build writes each text file precompressed beside itself
 * (`x.js.br`, `x.js.gz`, web/vite.config.ts); a request answers the brotli or gzip copy its
 * Accept-Encoding prefers (identity when it accepts neither or no copy exists), with
 * `Vary: Accept-Encoding`, the ETag and Last-Modified of the file sent (so a conditional request
 * answers 304), and `cacheControlOf` its name: a year and `immutable` for hashed assets,
 * `no-cache` for index.html and the public files.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const hasApp = existsSync(join(webDist, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      // set per file below; @fastify/static's own would be `public, max-age=0` for every file
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const name = relative(webDist, filePath).split(sep).join('/');
        res.setHeader('vary', 'accept-encoding');
        res.setHeader('cache-control', cacheControlOf(name));
      },
    });
  } else {
    app.log.info(`web app not found at ${webDist}; static serving skipped`);
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (hasApp && isWebAppPath(path) && (request.method === 'GET' || request.method === 'HEAD')) {
      if (isNoIndexPath(path)) void reply.header('x-robots-tag', 'noindex, nofollow');
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: `Route ${request.method} ${path} not found` });
  });
}
