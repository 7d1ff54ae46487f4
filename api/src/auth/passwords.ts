/**
 * Password hashing: argon2id (m = 19456 KiB, t = 2, p = 1). spec: DESIGN.md "Authentication".
 */
import { hash, verify } from '@node-rs/argon2';

/** argon2id parameters (OWASP minimum: m ≥ 19 MiB, t ≥ 2). */
const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. spec: DESIGN.md "Authentication". */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when `password` matches `passwordHash`; false on mismatch or malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * The spec's effective password rule (8+ of letters, digits, @$!%*?& with each class).
 * spec: access-and-administration §5.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
export const PASSWORD_PATTERN_MESSAGE =
  'Password must contain at least one lowercase letter, uppercase letter, digit, and special character.';
