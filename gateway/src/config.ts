import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  httpUrlEnv,
  wholeNumberEnv,
  localUrl,
  parseEnv,
  perMinuteEnv,
  portEnv,
  sharedEnv,
  textEnv,
  type TrustProxy,
} from '@certify/runtime';
import { DEFAULT_COST_PER_MINUTE, type GatewayRateLimitConfig } from './limits/rateLimits.js';
import { QUERY_LIMITS } from './limits/queryLimits.js';

/** The gateway's settings (DESIGN.md "Architecture": port 4000, `CERT_API_URL`). */
export interface GatewayConfig {
  port: number;
  host: string;
  /** Base URL of the REST service. */
  certApiUrl: string;
  /** Folder of the built web app; static serving is skipped when it does not exist. */
  webDist: string;
  /** Whose `X-Forwarded-For` to believe (Fastify `trustProxy`; `TRUST_PROXY`, parsed as the api does). */
  trustProxy?: TrustProxy;
  /**
   * `GATEWAY_SECRET`, shared with the api: sent with the browser's address on every REST call so the
   * api believes that address (docs/security.md); unset → the api sees every browser as the gateway.
   */
  gatewaySecret?: string;
  /** Fastify logger: false (tests), or the level to log at (`LOG_LEVEL`, default `warn`, as the api). */
  logger: false | { level: string; stream?: { write(line: string): void } };
  /**
   * `DATABASE_URL` (as the api reads it): a PostgreSQL URL makes the rate-limit counters shared by
   * every gateway instance on it; otherwise they are counted in this process's memory.
   */
  databaseUrl?: string;
  /** Operations a minute per client address (`RATE_LIMIT_ADDRESS`) and per principal (`RATE_LIMIT_PRINCIPAL`). */
  rateLimit?: GatewayRateLimitConfig;
  /** Observer of every upstream REST call (tests count calls). */
  onRestCall?: (method: string, path: string) => void;
}

const here = dirname(fileURLToPath(import.meta.url));

/**
 * Operations a minute: an office of staff behind one address, or an integrator paging the
 * register, stays well inside; a script hammering the gateway does not.
 */
export const DEFAULT_RATE_LIMIT: GatewayRateLimitConfig = { perAddress: 1200, perPrincipal: 600 };

/** The gateway's variables (docs/configuration.md). */
const gatewayEnv = z.object({
  // HOST, API_PORT (only for CERT_API_URL's default), DATABASE_URL, TRUST_PROXY, GATEWAY_SECRET, LOG_LEVEL
  ...sharedEnv(),
  PORT: portEnv(4000),
  CERT_API_URL: httpUrlEnv(),
  WEB_DIST: textEnv(),
  RATE_LIMIT_ADDRESS: perMinuteEnv(DEFAULT_RATE_LIMIT.perAddress),
  RATE_LIMIT_PRINCIPAL: perMinuteEnv(DEFAULT_RATE_LIMIT.perPrincipal),
  // At least one operation at the cost limit must fit in a minute.
  RATE_LIMIT_COST: wholeNumberEnv(
    DEFAULT_COST_PER_MINUTE,
    QUERY_LIMITS.maxCost,
    1_000_000_000,
    'query cost per minute',
  ),
});

/**
 * Reads PORT (4000), HOST (127.0.0.1), CERT_API_URL (the api on HOST:API_PORT, 4001), WEB_DIST
 * (../web/dist from the gateway), TRUST_PROXY (off), GATEWAY_SECRET (unset), LOG_LEVEL (warn; `info`
 * logs every request, `silent` none), DATABASE_URL (unset: counters in memory), RATE_LIMIT_ADDRESS
 * (1200), RATE_LIMIT_PRINCIPAL (600) and RATE_LIMIT_COST (query cost a minute per principal, 5,000,000); throws ConfigError naming every invalid variable and what
 * it expects.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const e = parseEnv(gatewayEnv, env);
  return {
    port: e.PORT,
    host: e.HOST,
    certApiUrl: e.CERT_API_URL ?? localUrl(e.HOST, e.API_PORT),
    // src/config.ts and dist/config.js both sit one level below gateway/
    webDist: e.WEB_DIST ? resolve(e.WEB_DIST) : resolve(here, '../../web/dist'),
    trustProxy: e.TRUST_PROXY,
    gatewaySecret: e.GATEWAY_SECRET,
    logger: { level: e.LOG_LEVEL },
    databaseUrl: e.DATABASE_URL,
    rateLimit: {
      perAddress: e.RATE_LIMIT_ADDRESS,
      perPrincipal: e.RATE_LIMIT_PRINCIPAL,
      costPerPrincipal: e.RATE_LIMIT_COST,
    },
  };
}
