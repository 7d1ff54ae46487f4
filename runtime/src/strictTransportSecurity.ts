/**
 * `Strict-Transport-Security`, sent only on answers to requests that came over TLS
 * (`request.protocol === 'https'`: a TLS socket, or `X-Forwarded-Proto: https` from a proxy
 * trusted by `TRUST_PROXY`). Over plain HTTP the header would be meaningless at best, and would
 * pin a host that has no certificate at worst. spec: docs/security.md "Authorisation, limits and headers" (HSTS only over TLS).
 */
import type { FastifyInstance } from 'fastify';

/** One year, this host and its subdomains; no preload (an operator's decision, not ours). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** Adds `Strict-Transport-Security` to every answer of a request that came over TLS. */
export function strictTransportSecurity(app: FastifyInstance, value = STRICT_TRANSPORT_SECURITY): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', value);
  });
}
