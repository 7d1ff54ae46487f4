/**
 * zod schemas of environment values shared by the api and the gateway (docs/configuration.md).
 * Each treats an empty or blank value as unset (then its default applies) and carries a message
 * saying what the variable expects; `parseEnv` adds the variable's name and value.
 */
import { z } from 'zod';

/** '' and whitespace-only values count as unset. */
export const blankToUndefined = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** Pino's levels, quietest last. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * A whole number from `min` to `max`, `fallback` when unset; the message is `expected <what> from
 * <min> to <max><note>`.
 */
export function wholeNumberEnv(fallback: number, min: number, max: number, what = 'a whole number', note = '') {
  const message = `expected ${what} from ${min} to ${max}${note}`;
  return z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+$/, message)
      .transform(Number)
      .pipe(z.int().min(min, message).max(max, message))
      .default(fallback),
  );
}

/** A TCP port to listen on (0: any free port) or to connect to (`min` 1). */
export const portEnv = (fallback: number, min = 0) =>
  wholeNumberEnv(fallback, min, 65535, 'a TCP port: a whole number', min === 0 ? ' (0: any free port)' : '');

/** An address or host name to listen on. */
export const hostEnv = (fallback: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .pipe(z.union([z.ipv4(), z.ipv6(), z.hostname()], { error: 'expected an IP address or a host name' }))
      .default(fallback),
  );

/** A pino log level (case-insensitive). */
export const logLevelEnv = (fallback: LogLevel) =>
  z.preprocess(
    (v) => (typeof blankToUndefined(v) === 'string' ? (v as string).trim().toLowerCase() : undefined),
    z.enum(LOG_LEVELS, { error: `expected one of ${LOG_LEVELS.join(', ')}` }).default(fallback),
  );

/** An http:// or https:// URL without trailing slashes; undefined when unset. */
export const httpUrlEnv = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .pipe(z.url({ protocol: /^https?$/, error: 'expected an http:// or https:// URL' }))
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  );

/** Free text, trimmed; undefined when unset. */
export const textEnv = () => z.preprocess(blankToUndefined, z.string().trim().optional());

/** What a shared secret must look like: long, and safe in an HTTP header. */
const SECRET_MESSAGE = 'expected at least 32 characters without spaces (e.g. the output of `openssl rand -base64 32`)';

/** A shared secret (≥ 32 visible ASCII characters, no spaces); undefined when unset. Never shown in messages. */
export const secretEnv = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .min(32, SECRET_MESSAGE)
      .regex(/^[\x21-\x7e]+$/, SECRET_MESSAGE)
      .optional(),
  );

const DATABASE_URL_MESSAGE =
  'expected unset (embedded database in ./data/), memory://, or a postgres:// or postgresql:// URL';
const postgresUrl = z.url({ protocol: /^postgres(ql)?$/ });

/** `DATABASE_URL`: unset, `memory://` or a PostgreSQL URL; anything else (a typo) is refused. */
export const databaseUrlEnv = () =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .refine((url) => url === 'memory://' || postgresUrl.safeParse(url).success, DATABASE_URL_MESSAGE)
      .optional(),
  );

/** Whether `url` (a parsed `DATABASE_URL`) names a PostgreSQL server (not the embedded database). */
export const isPostgresUrl = (url: string | undefined): url is string => !!url && postgresUrl.safeParse(url).success;

/** A number of requests per minute for a rate limit (docs/security.md "Rate limits"). */
export const perMinuteEnv = (fallback: number) =>
  wholeNumberEnv(fallback, 1, 1_000_000, 'a number of requests per minute');
