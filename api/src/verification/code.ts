/**
 * The public verification code of an issued certificate (docs/verification.md): 128
 * random bits written in RFC 4648 base32 without padding — 26 upper-case characters from A–Z and
 * 2–7 — printed on the certificate and in its `/verify/{code}` link.
 */
import { randomBytes } from 'node:crypto';

/** RFC 4648 §6 alphabet. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The length of a code: ⌈128 / 5⌉ characters. */
export const VERIFICATION_CODE_LENGTH = 26;

/** A well-formed code after `normaliseVerificationCode`. */
const CODE_PATTERN = /^[A-Z2-7]{26}$/;

/** RFC 4648 base32 of `bytes`, upper case, without `=` padding. */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += ALPHABET[(buffer << (5 - bits)) & 31];
  return out;
}

/** A new code: 16 random bytes (128 bits) in base32, 26 characters. docs/verification.md. */
export function newVerificationCode(): string {
  return base32(randomBytes(16));
}

/**
 * A code as a person may type or read it (any case, spaces or hyphens between groups) → the
 * stored form, or null when it cannot be a code (the caller answers it like an unknown one).
 * At most 200 characters are looked at.
 */
export function normaliseVerificationCode(input: string): string | null {
  if (input.length > 200) return null;
  const code = input.replace(/[\s-]+/g, '').toUpperCase();
  return CODE_PATTERN.test(code) ? code : null;
}

/**
 * The code as printed for people to read and type: groups of 4 and 5 characters joined by
 * hyphens (`ABCD-EFGH-IJKL-MNOP-QRSTU-VWXYZ`), which `normaliseVerificationCode` reads back. Any
 * other text is grouped the same way (at most 5 characters a group).
 */
export function groupVerificationCode(code: string): string {
  const groups = Math.ceil(code.length / 5);
  if (groups <= 1) return code;
  const base = Math.floor(code.length / groups);
  const longer = code.length - base * groups; // the last `longer` groups get one more character
  const out: string[] = [];
  let at = 0;
  for (let i = 0; i < groups; i++) {
    const n = base + (i >= groups - longer ? 1 : 0);
    out.push(code.slice(at, at + n));
    at += n;
  }
  return out.join('-');
}

/**
 * The public link of a code, `PUBLIC_URL/verify/{code}` (the link the printed QR code holds and
 * e-mails carry); a trailing slash of `publicUrl` is dropped. docs/verification.md.
 */
export function verificationUrl(publicUrl: string, code: string): string {
  return `${verifyPageUrl(publicUrl)}/${encodeURIComponent(code)}`;
}

/** The public verification page, `PUBLIC_URL/verify` (where a code can be typed or a PDF dropped). */
export function verifyPageUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/verify`;
}
