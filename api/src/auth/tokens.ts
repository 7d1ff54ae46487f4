/**
 * Opaque bearer tokens: 256 random bits, stored only as SHA-256 hex. spec: DESIGN.md "Authentication".
 */
import { hash, randomBytes } from 'node:crypto';

/** A new random token (base64url of 32 bytes). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * SHA-256 hex of a token, as stored in `sessions.token_hash` (every authenticated request: the
 * principal cache's key; Node's one-shot `hash`, a third of `createHash`'s cost on a token).
 */
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1] ?? null;
}
