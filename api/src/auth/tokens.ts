/**
 * Opaque bearer tokens: 256 random bits, stored only as SHA-256 hex. spec: DESIGN.md "Authentication".
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new random token (base64url of 32 bytes). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** SHA-256 hex of a token, as stored in `sessions.token_hash`. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1] ?? null;
}
