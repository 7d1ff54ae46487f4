/**
 * Environment → configuration of the api service. spec: DESIGN.md "Architecture", "Data".
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export interface SmtpConfig {
  host: string;
  port: number;
  user: string | undefined;
  pass: string | undefined;
}

export interface Config {
  port: number;
  host: string;
  /** undefined → PGlite persisted in `dataDir`; `memory://`; `postgres://…`. */
  databaseUrl: string | undefined;
  /** Directory of the embedded PGlite database (absolute). */
  dataDir: string;
  /** SMTP server; null → e-mails are written as .eml files to `outboxDir`. */
  smtp: SmtpConfig | null;
  mailFrom: string;
  outboxDir: string;
  tokenTtlHours: number;
  publicAppUrl: string;
  /**
   * Proxies whose `X-Forwarded-For` is believed (Fastify `trustProxy`): the gateway, which runs on
   * loopback, by default, so per-address login throttling sees the browser's address, not the
   * gateway's. `TRUST_PROXY`: a comma-separated list of addresses/CIDRs, `true`, or `false`.
   */
  trustProxy: boolean | string;
}

/** The monorepo root, resolved from this file's location (api/src/config.ts or api/dist/src/config.js). */
export function repoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  // Walk up to the folder that holds api/ (works from src/ and from dist/src/).
  for (let i = 0; i < 5; i++) {
    if (path.basename(dir) === 'api') return path.dirname(dir);
    dir = path.dirname(dir);
  }
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
}

function intEnv(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/** Reads the api configuration from `env` (default `process.env`). spec: DESIGN.md "Data". */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = repoRoot();
  const smtpHost = env.SMTP_HOST?.trim();
  return {
    port: intEnv(env.API_PORT, 4001),
    host: env.HOST?.trim() || '127.0.0.1',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: path.join(root, 'data', 'pglite'),
    smtp: smtpHost
      ? { host: smtpHost, port: intEnv(env.SMTP_PORT, 587), user: env.SMTP_USER || undefined, pass: env.SMTP_PASS || undefined }
      : null,
    mailFrom: env.SMTP_FROM?.trim() || 'Certify <no-reply@certify.test>',
    outboxDir: path.join(root, 'outbox'),
    tokenTtlHours: intEnv(env.TOKEN_TTL_HOURS, 12) || 12,
    publicAppUrl: (env.PUBLIC_APP_URL?.trim() || 'http://localhost:4000').replace(/\/+$/, ''),
    trustProxy: trustProxyEnv(env.TRUST_PROXY),
  };
}

/** `TRUST_PROXY` → Fastify's trustProxy: unset → loopback only; `true`/`1`; `false`/`0`; else an address list. */
function trustProxyEnv(value: string | undefined): boolean | string {
  const v = value?.trim().toLowerCase();
  if (!v) return '127.0.0.1,::1';
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return value!.trim();
}
