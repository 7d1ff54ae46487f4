/**
 * Security headers on every answer of the api (helmet, through the runtime's `helmetHeaders`). The api answers JSON, PDFs and
 * stored files, so its Content-Security-Policy allows nothing (`default-src 'none'`) and no
 * framing; its reference page `/docs` (Swagger UI, served from this process) gets what it needs:
 * scripts, styles and the document from here (and Swagger UI's one inline style, by its hash),
 * images from here and `data:`. Also
 * `X-Content-Type-Options: nosniff`, `X-Frame-Options: DENY`, `Referrer-Policy: no-referrer`,
 * helmet's other defaults, and `Strict-Transport-Security` only over TLS (runtime).
 * spec: docs/security.md "Authorisation, limits and headers"; api/CONTRACT.md "Conventions".
 */
import { helmetHeaders } from '@certify/runtime';
import type { FastifyInstance } from 'fastify';

/** The CSP of every api answer but the reference page. */
export const API_CSP = {
  defaultSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

/**
 * The one `<style>` element Swagger UI's bundle inserts (swagger-ui-dist 5.32 in
 * @fastify/swagger-ui 5.2), allowed by its hash rather than with 'unsafe-inline'. An upgrade that
 * changes it shows as a CSP violation in tests/security/headers.spec.ts.
 */
const SWAGGER_UI_STYLE = "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='";

/** The CSP of `/docs` (Swagger UI: no inline script; one inline style, by hash). */
export const DOCS_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", SWAGGER_UI_STYLE],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Registers the headers; call before the routes (the `/docs` policy is chosen as its routes are added). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  helmetHeaders(app, API_CSP, (url) => (url === '/docs' || url.startsWith('/docs/') ? DOCS_CSP : undefined));
}
