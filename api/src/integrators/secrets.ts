/**
 * API client secrets (docs/integrators.md "Create an API client"): 256 random bits with the recognisable prefix `cfy_`, stored only
 * as the SHA-256 of a `sessions` row (auth/tokens.ts), so they authenticate like any token and
 * revoking that session ends them on every instance at once.
 */
import { randomBytes } from 'node:crypto';

/** The prefix of every API client secret (secret scanners can recognise it). */
export const API_CLIENT_SECRET_PREFIX = 'cfy_';

/** A new secret: `cfy_` + base64url of 32 random bytes. */
export const newApiClientSecret = (): string => `${API_CLIENT_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;

/** What a person sees of a secret: its prefix and last four characters. */
export const secretHint = (secret: string): string => `${API_CLIENT_SECRET_PREFIX}…${secret.slice(-4)}`;

/** A client secret's session never expires by time (rotate or revoke it instead). */
export const NEVER = new Date('9999-12-31T00:00:00.000Z');
