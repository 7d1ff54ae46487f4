import { databaseUrlEnv, hostEnv, logLevelEnv, portEnv, secretEnv } from './envSchemas.js';
import { trustProxyEnv } from './trustProxyEnv.js';

/**
 * The variables both processes read, with one meaning and one default each (docs/configuration.md):
 * where they listen (`HOST`; the gateway also reads `API_PORT` for its default
 * `CERT_API_URL`), the database (the gateway keeps its rate-limit counters there), whose proxy
 * headers to believe, the secret between them, and how much to log.
 */
export const sharedEnv = () => ({
  HOST: hostEnv('127.0.0.1'),
  API_PORT: portEnv(4001),
  DATABASE_URL: databaseUrlEnv(),
  TRUST_PROXY: trustProxyEnv(false),
  GATEWAY_SECRET: secretEnv(),
  LOG_LEVEL: logLevelEnv('warn'),
});
