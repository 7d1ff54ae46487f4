/**
 * `request.clientIp`: the address of the person behind a request, for throttling and session records
 * (docs/security.md "Throttling and client addresses"; docs/security.md "Throttling and client addresses").
 *
 * - From the gateway: `X-Certify-Client-Ip`, believed ONLY when `X-Certify-Gateway-Secret` equals
 *   this api's `GATEWAY_SECRET` (compared in constant time). The gateway runs next to the api, often
 *   on loopback or a shared network where other processes could call from the same address, so an
 *   address says nothing about who calls; the secret does.
 * - From anyone else, or without a `GATEWAY_SECRET`: the socket address (`request.ip`), which
 *   honours `X-Forwarded-For` only from the proxies `TRUST_PROXY` names (none by default).
 * A client-address header that is not believed is ignored, with a warning at most once a minute.
 */
import { hash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import ipaddr from 'ipaddr.js';
import { CLIENT_IP_HEADER, GATEWAY_SECRET_HEADER } from '@certify/runtime';

declare module 'fastify' {
  interface FastifyRequest {
    /** The end user's address: the gateway's word for it when proven, else the socket's (see clientAddress.ts). */
    clientIp: string;
    /** Whether the request carries this api's `GATEWAY_SECRET`: the gateway, which rate-limits its own callers. */
    viaGateway: boolean;
  }
}

/** How often an ignored client-address header is logged. */
const WARN_EVERY_MS = 60_000;

const digest = (value: string): Buffer => hash('sha256', value, 'buffer');

/** `::ffff:10.0.0.1` → `10.0.0.1`; IPv6 in its shortest form; anything else as is. */
export function normalizeAddress(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}

/** A header's single value, or undefined when absent or repeated. */
function single(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value.trim() : undefined;
}

/**
 * Sets `request.clientIp` on every request. `secret` is `GATEWAY_SECRET` (undefined: no caller is
 * believed). spec: docs/security.md "Throttling and client addresses".
 */
export function registerClientAddress(app: FastifyInstance, secret: string | undefined): void {
  const expected = secret ? digest(secret) : null;
  let lastWarning = 0;
  const warn = (request: FastifyRequest, why: string) => {
    const now = Date.now();
    if (now - lastWarning < WARN_EVERY_MS) return;
    lastWarning = now;
    request.log.warn(
      { from: request.ip },
      `${CLIENT_IP_HEADER} ignored: ${why} (the gateway and the api need the same GATEWAY_SECRET)`,
    );
  };

  app.decorateRequest('clientIp', '');
  app.decorateRequest('viaGateway', false);
  app.addHook('onRequest', async (request) => {
    request.clientIp = normalizeAddress(request.ip);
    request.viaGateway = false;
    const proof = single(request, GATEWAY_SECRET_HEADER);
    const proven = !!expected && proof !== undefined && timingSafeEqual(digest(proof), expected);
    request.viaGateway = proven;
    const claimed = single(request, CLIENT_IP_HEADER);
    if (request.headers[CLIENT_IP_HEADER] === undefined) return;
    if (!expected) return warn(request, 'this api has no GATEWAY_SECRET');
    if (!proven) return warn(request, `no or a wrong ${GATEWAY_SECRET_HEADER}`);
    if (!claimed || !isIP(claimed)) return warn(request, 'not one IP address');
    request.clientIp = normalizeAddress(claimed);
  });
}
