/**
 * @certify/runtime: what the api and the gateway share at run time — environment schemas and
 * their parser (docs/configuration.md), request ids, listening and start-up reporting, security headers (helmet) and HSTS over TLS.
 */
export {
  blankToUndefined,
  databaseUrlEnv,
  hostEnv,
  isPostgresUrl,
  httpUrlEnv,
  LOG_LEVELS,
  type LogLevel,
  logLevelEnv,
  perMinuteEnv,
  portEnv,
  secretEnv,
  textEnv,
  wholeNumberEnv,
} from './envSchemas.js';
export { type TrustProxy, trustProxyEnv } from './trustProxyEnv.js';
export { sharedEnv } from './sharedEnv.js';
export { CLIENT_IP_HEADER, GATEWAY_SECRET_HEADER } from './gatewayHeaders.js';
export { ConfigError, parseEnv } from './parseEnv.js';
export { echoRequestId, REQUEST_ID_HEADER, requestIdFrom, requestIdOptions } from './requestId.js';
export { assertPortFree, listen, localUrl, StartupError } from './listen.js';
export { exitOnStartupFailure, reportListening, type StartupMessage } from './startupReport.js';
export { type CspDirectives, DISABLE_DEFAULT_SRC, helmetHeaders } from './securityHeaders.js';
export {
  RATE_LIMIT_TABLE,
  mergeDecisions,
  type RateLimitDecision,
  type RateLimitRule,
  RateLimits,
  type RateLimitState,
  type RateLimitStore,
  rateLimitHeaders,
  rateLimitMessage,
  openRateLimitStore,
  stopRateLimitCounters,
  forgetRateLimitCounters,
} from './rateLimits.js';
export { addressKey } from './addressKey.js';
export { SharedWindowCounters } from './sharedWindowCounters.js';
export { SERVICE_NODE_OPTIONS } from './nodeOptions.js';
