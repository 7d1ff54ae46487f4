/**
 * Environment → configuration of the api service, validated with zod at start: an invalid value
 * throws ConfigError naming the variable and what it expects (docs/configuration.md).
 * spec: DESIGN.md "Architecture", "Data".
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import {
  httpUrlEnv,
  isPostgresUrl,
  type LogLevel,
  parseEnv,
  perMinuteEnv,
  portEnv,
  sharedEnv,
  textEnv,
  type TrustProxy,
  wholeNumberEnv,
} from '@certify/runtime';
import { availableParallelism } from 'node:os';
import { DEFAULT_THROTTLE_POLICY, type ThrottlePolicy } from './throttlePolicy.js';

export interface SmtpConfig {
  host: string;
  port: number;
  user: string | undefined;
  pass: string | undefined;
}

/**
 * Webhook deliveries (docs/integrators.md "Webhooks"; webhooks/dispatcher.ts, webhooks/urls.ts): the retry
 * schedule (exponential backoff with ±20% jitter, given up 24 hours after the event), how many
 * requests run at once, and the loopback switch for tests and local development.
 */
export interface WebhookConfig {
  /**
   * `WEBHOOK_ALLOW_INSECURE_LOOPBACK=1`: endpoints on a loopback address (`http://127.0.0.1:<port>`,
   * `https://localhost/…`) are accepted and delivered to. Off by default; refused with
   * NODE_ENV=production. Private and link-local addresses stay refused either way.
   */
  allowInsecureLoopback: boolean;
  /** `WEBHOOK_RETRY_FIRST_SECONDS` (default 30): the wait after the first failed attempt, doubled after each. */
  firstRetrySeconds: number;
  /** `WEBHOOK_RETRY_MAX_SECONDS` (default 7200): the longest wait between two attempts. */
  maxRetrySeconds: number;
  /** How long after the event a failing delivery is retried before it is `dead` (24 hours). */
  giveUpAfterSeconds: number;
  /** `WEBHOOK_CONCURRENCY` (default 8): deliveries sent at once by one api instance. */
  concurrency: number;
  /** How long one attempt may take (10 s), connection included. */
  timeoutSeconds: number;
  /** How often each instance looks for due deliveries without being woken (seconds). */
  pollSeconds: number;
}

/** Render threads of print jobs by default (`PRINT_WORKERS`): one per core. */
export const defaultRenderThreads = (): number => Math.max(1, availableParallelism());

/** The webhook defaults (docs/configuration.md). */
export const DEFAULT_WEBHOOK_CONFIG: Readonly<WebhookConfig> = {
  allowInsecureLoopback: false,
  firstRetrySeconds: 30,
  maxRetrySeconds: 7200,
  giveUpAfterSeconds: 86_400,
  concurrency: 8,
  timeoutSeconds: 10,
  pollSeconds: 15,
};

export interface Config {
  port: number;
  host: string;
  /** undefined → PGlite persisted in `dataDir`; `memory://`; `postgres://…`. */
  databaseUrl: string | undefined;
  /** Directory of the embedded PGlite database (absolute): `DATA_DIR`, default `<repo>/data/pglite`. */
  dataDir: string;
  /** SMTP server; null → e-mails are written as .eml files to `outboxDir`. */
  smtp: SmtpConfig | null;
  mailFrom: string;
  outboxDir: string;
  tokenTtlHours: number;
  /**
   * The web app's public address, the start of every link in an e-mail (password reset,
   * notifications): `PUBLIC_URL` (older name `PUBLIC_APP_URL`), default `http://localhost:$PORT`
   * (the gateway's port, 4000). No trailing slash.
   */
  publicUrl: string;
  /**
   * Proxies in front of the api whose `X-Forwarded-For` is believed (Fastify `trustProxy`): none by
   * default. The gateway proves itself with `gatewaySecret` instead. `TRUST_PROXY`: a
   * comma-separated list of addresses/CIDRs, `true`, or `false`.
   */
  trustProxy: TrustProxy;
  /**
   * `GATEWAY_SECRET`: the gateway's `X-Certify-Client-Ip` is believed only with this secret
   * (http/clientAddress.ts); undefined → no caller's word is believed.
   */
  gatewaySecret: string | undefined;
  /** Limits on login and sign-password attempts (`THROTTLE_*`). */
  throttle: ThrottlePolicy;
  /**
   * Requests per minute from one address that does not prove to be the gateway
   * (`API_RATE_LIMIT_ADDRESS`, default 1200; http/rateLimit.ts). The gateway limits its own callers.
   */
  rateLimitPerAddress: number;
  /** Fastify (pino) log level (`LOG_LEVEL`, default `warn`; `info` logs every request). */
  logLevel: LogLevel;
  /** Webhook deliveries (`WEBHOOK_*`). */
  webhooks: WebhookConfig;
  /**
   * Render threads of print jobs (`PRINT_WORKERS`, default: one per core; docs/architecture.md "Bulk work off the request path"): the api starts and warms them at start and keeps them.
   */
  printWorkers: number;
  /**
   * `NODE_ENV=production`: the api refuses to start while an active account still has the published
   * demo password (seed/demoPasswords.ts), and never seeds the demo data by itself.
   */
  production: boolean;
  /**
   * Whether an empty database gets the demo data at start (`SEED_DEMO`): by default only the
   * embedded database (PGlite) outside production; `SEED_DEMO=1` on PostgreSQL too (never in
   * production), `SEED_DEMO=0` never. docs/operations.md "Running several instances".
   */
  seedDemo: boolean;
}

/** The monorepo root, resolved from this file's location (api/src/config.ts or api/dist/config.js). */
export function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  // Walk up to the folder that holds api/ (works from src/ and from dist/).
  for (let i = 0; i < 5; i++) {
    if (path.basename(dir) === 'api') return path.dirname(dir);
    dir = path.dirname(dir);
  }
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
}

/** The `THROTTLE_*` variables with `defaults` (docs/configuration.md). */
function throttleEnv(defaults: ThrottlePolicy) {
  const DAY = 86_400;
  return {
    THROTTLE_WINDOW_SECONDS: wholeNumberEnv(defaults.windowSeconds, 1, DAY, 'a whole number of seconds'),
    THROTTLE_ACCOUNT_ADDRESS_LIMIT: wholeNumberEnv(defaults.accountAddressLimit, 1, 1000, 'a number of attempts'),
    THROTTLE_ADDRESS_LIMIT: wholeNumberEnv(defaults.addressLimit, 1, 1_000_000, 'a number of attempts'),
    THROTTLE_ACCOUNT_LIMIT: wholeNumberEnv(defaults.accountLimit, 1, 1000, 'a number of attempts'),
    THROTTLE_BACKOFF_MAX_SECONDS: wholeNumberEnv(defaults.backoffMaxSeconds, 1, DAY, 'a whole number of seconds'),
  };
}

/** An on/off value: `1`/`true`/`yes`/`on` or `0`/`false`/`no`/`off` (any case); unset/blank → undefined. */
function switchValue(v: unknown): unknown {
  const t = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (t === undefined || t === '') return undefined;
  if (['1', 'true', 'yes', 'on'].includes(t as string)) return true;
  if (['0', 'false', 'no', 'off'].includes(t as string)) return false;
  return t; // refused below, naming the variable
}
const SWITCH_MESSAGE = 'expected 1 or 0 (true or false)';

/** An on/off switch (`switchValue`); unset is `fallback`. */
const switchEnv = (fallback: boolean) =>
  z.preprocess((v) => switchValue(v) ?? fallback, z.boolean({ error: SWITCH_MESSAGE }));

/** An on/off switch that stays undefined when unset (its default depends on other variables). */
const optionalSwitchEnv = () => z.preprocess(switchValue, z.boolean({ error: SWITCH_MESSAGE }).optional());

/** The api's variables (docs/configuration.md). */
const apiEnv = z
  .object({
    ...sharedEnv(),
    /** Folder of the embedded database (PGlite) when DATABASE_URL is unset; relative to the working directory. */
    DATA_DIR: textEnv(),
    SMTP_HOST: textEnv(),
    SMTP_PORT: portEnv(587, 1),
    SMTP_USER: textEnv(),
    // not trimmed: spaces may belong to a password
    SMTP_PASS: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
    SMTP_FROM: textEnv(),
    TOKEN_TTL_HOURS: wholeNumberEnv(12, 1, 8760, 'a whole number of hours'),
    PUBLIC_URL: httpUrlEnv(),
    /** The older name of PUBLIC_URL (PUBLIC_URL wins when both are set). */
    PUBLIC_APP_URL: httpUrlEnv(),
    /** The gateway's port: the default PUBLIC_URL (npm start passes one environment to both). */
    PORT: portEnv(4000),
    API_RATE_LIMIT_ADDRESS: perMinuteEnv(1200),
    ...throttleEnv(DEFAULT_THROTTLE_POLICY),
    NODE_ENV: textEnv(),
    WEBHOOK_ALLOW_INSECURE_LOOPBACK: switchEnv(DEFAULT_WEBHOOK_CONFIG.allowInsecureLoopback),
    WEBHOOK_RETRY_FIRST_SECONDS: wholeNumberEnv(
      DEFAULT_WEBHOOK_CONFIG.firstRetrySeconds,
      1,
      3600,
      'a whole number of seconds',
    ),
    WEBHOOK_RETRY_MAX_SECONDS: wholeNumberEnv(
      DEFAULT_WEBHOOK_CONFIG.maxRetrySeconds,
      1,
      86_400,
      'a whole number of seconds',
    ),
    WEBHOOK_CONCURRENCY: wholeNumberEnv(DEFAULT_WEBHOOK_CONFIG.concurrency, 1, 100, 'a number of requests'),
    PRINT_WORKERS: wholeNumberEnv(defaultRenderThreads(), 1, 64, 'a number of threads'),
    SEED_DEMO: optionalSwitchEnv(),
  })
  .superRefine((e, ctx) => {
    // The demo accounts' password is published (README "Demo logins"): production refuses them.
    if (e.SEED_DEMO && e.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['SEED_DEMO'],
        message: 'must be off when NODE_ENV=production (the demo accounts share a published password)',
      });
    }
    // Delivering to loopback is for tests and a developer's machine only (SSRF: webhooks/urls.ts).
    if (e.WEBHOOK_ALLOW_INSECURE_LOOPBACK && e.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['WEBHOOK_ALLOW_INSECURE_LOOPBACK'],
        message: 'must be off when NODE_ENV=production',
      });
    }
  });

/**
 * Reads the api configuration from `env` (default `process.env`); throws ConfigError listing every
 * invalid variable. spec: DESIGN.md "Data".
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(apiEnv, env);
  const root = repoRoot();
  return {
    port: e.API_PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ? path.resolve(e.DATA_DIR) : path.join(root, 'data', 'pglite'),
    smtp: e.SMTP_HOST ? { host: e.SMTP_HOST, port: e.SMTP_PORT, user: e.SMTP_USER, pass: e.SMTP_PASS } : null,
    mailFrom: e.SMTP_FROM ?? 'Certify <no-reply@certify.test>',
    outboxDir: path.join(root, 'outbox'),
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    publicUrl: e.PUBLIC_URL ?? e.PUBLIC_APP_URL ?? `http://localhost:${e.PORT || 4000}`,
    trustProxy: e.TRUST_PROXY,
    gatewaySecret: e.GATEWAY_SECRET,
    throttle: {
      windowSeconds: e.THROTTLE_WINDOW_SECONDS,
      accountAddressLimit: e.THROTTLE_ACCOUNT_ADDRESS_LIMIT,
      addressLimit: e.THROTTLE_ADDRESS_LIMIT,
      accountLimit: e.THROTTLE_ACCOUNT_LIMIT,
      backoffMaxSeconds: e.THROTTLE_BACKOFF_MAX_SECONDS,
    },
    rateLimitPerAddress: e.API_RATE_LIMIT_ADDRESS,
    logLevel: e.LOG_LEVEL,
    webhooks: {
      ...DEFAULT_WEBHOOK_CONFIG,
      allowInsecureLoopback: e.WEBHOOK_ALLOW_INSECURE_LOOPBACK,
      firstRetrySeconds: e.WEBHOOK_RETRY_FIRST_SECONDS,
      maxRetrySeconds: Math.max(e.WEBHOOK_RETRY_MAX_SECONDS, e.WEBHOOK_RETRY_FIRST_SECONDS),
      concurrency: e.WEBHOOK_CONCURRENCY,
    },
    printWorkers: e.PRINT_WORKERS,
    production: e.NODE_ENV === 'production',
    seedDemo: e.SEED_DEMO ?? (!isPostgresUrl(e.DATABASE_URL) && e.NODE_ENV !== 'production'),
  };
}
