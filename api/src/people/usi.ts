/**
 * The Unique Student Identifier (USI), in one place: its form, its check character and the
 * message of a wrong one. Dependency-free (the shared import rows of `@certify/api/imports`, which
 * the browser bundles, check every student's USI with it).
 *
 * A USI is 10 characters from the Student Identifiers Registrar's set — the digits 2–9 and the
 * letters A–Z without I and O (0, 1, I and O are never used, being easy to confuse) — of which the
 * last is a check character computed over the first nine with the Luhn mod N algorithm (N = 32,
 * the Registrar's published "USI check digit" routine): from the right, every other character's
 * code point (its index in the set) is doubled, starting with the ninth; each product is written
 * in base 32 and its two digits added; the check character is the one whose code point brings the
 * sum to a multiple of 32. Registry test values such as `7QRP3KV395` and `UDNM3W6KUS` pass.
 * docs/compliance.md (the USI is validated with the USI check character).
 */

/** The characters a USI is made of, in code-point order (the Registrar's set). */
export const USI_CHARACTERS = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A USI's length, its check character included. */
export const USI_LENGTH = 10;

/** The message of a USI that is not one (wrong length, character or check character). */
export const USI_MESSAGE = 'Enter a valid USI: 10 letters and digits (no 0, 1, I or O) with a correct check character';

/** `value` as a USI is stored: spaces removed, upper case (a typed `bq7x k2m9 pp` → `BQ7XK2M9PP`). */
export const normaliseUsi = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * The Luhn mod 32 check character of `body` (the first nine characters of a USI), or null when
 * `body` holds a character outside `USI_CHARACTERS`.
 */
export function usiCheckCharacter(body: string): string | null {
  const n = USI_CHARACTERS.length;
  let factor = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    const codePoint = USI_CHARACTERS.indexOf(body[i]!);
    if (codePoint < 0) return null;
    const addend = factor * codePoint;
    sum += Math.floor(addend / n) + (addend % n);
    factor = factor === 2 ? 1 : 2;
  }
  return USI_CHARACTERS[(n - (sum % n)) % n]!;
}

/**
 * Whether `value` is a valid USI as stored (already normalised: upper case, no spaces): 10
 * characters of `USI_CHARACTERS` whose last is the check character of the first nine.
 */
export function isValidUsi(value: string): boolean {
  if (value.length !== USI_LENGTH) return false;
  const check = usiCheckCharacter(value.slice(0, USI_LENGTH - 1));
  return check !== null && check === value[USI_LENGTH - 1];
}
