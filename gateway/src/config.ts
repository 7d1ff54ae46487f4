import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The gateway's settings (DESIGN.md "Architecture": port 4000, `CERT_API_URL`). */
export interface GatewayConfig {
  port: number;
  host: string;
  /** Base URL of the REST service. */
  certApiUrl: string;
  /** Folder of the built web app; static serving is skipped when it does not exist. */
  webDist: string;
  /** Trust `X-Forwarded-For` from a proxy in front of the gateway (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** Fastify logger: false (tests), or the level to log at (`LOG_LEVEL`, default `warn`, as the api). */
  logger: false | { level: string };
  /** Observer of every upstream REST call (tests count calls). */
  onRestCall?: (method: string, path: string) => void;
}

const here = dirname(fileURLToPath(import.meta.url));

/** Reads PORT (4000), HOST (127.0.0.1), CERT_API_URL (http://127.0.0.1:4001), WEB_DIST (../web/dist from the gateway), TRUST_PROXY, LOG_LEVEL (warn; `info` logs every request), LOG=0 (off). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const port = Number(env.PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    certApiUrl: env.CERT_API_URL ?? 'http://127.0.0.1:4001',
    // src/config.ts and dist/config.js both sit one level below gateway/
    webDist: env.WEB_DIST ? resolve(env.WEB_DIST) : resolve(here, '../../web/dist'),
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    logger: env.LOG === '0' ? false : { level: env.LOG_LEVEL?.trim() || 'warn' },
  };
}
