/**
 * The USI check character (src/people/usi.ts; docs/compliance.md): the Registrar's test
 * values pass, every generated USI passes and any single-character change fails (property tests),
 * and the shared student rules (Add Student, the imports, the web preview) apply it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { studentFields, validateImportRows } from '../src/imports/rows.js';
import { isValidUsi, normaliseUsi, USI_CHARACTERS, USI_MESSAGE, usiCheckCharacter } from '../src/people/usi.js';

/** Nine characters of the USI set. */
const body = fc.string({ unit: fc.constantFrom(...USI_CHARACTERS), minLength: 9, maxLength: 9 });
/** A valid USI: a body and its check character. */
const usi = body.map((b) => b + usiCheckCharacter(b)!);

describe('isValidUsi', () => {
  it('accepts the USI Registry test values and refuses a changed check character', () => {
    expect(isValidUsi('7QRP3KV395')).toBe(true);
    expect(isValidUsi('UDNM3W6KUS')).toBe(true);
    expect(isValidUsi('7QRP3KV396')).toBe(false);
    expect(isValidUsi('UDNM3W6KUT')).toBe(false);
  });

  it('refuses a wrong length and the characters a USI never holds (0, 1, I, O, lower case)', () => {
    expect(isValidUsi('')).toBe(false);
    expect(isValidUsi('7QRP3KV39')).toBe(false);
    expect(isValidUsi('7QRP3KV3955')).toBe(false);
    for (const bad of ['0', '1', 'I', 'O', 'q']) {
      const b = `7QRP3KV3${bad}`;
      expect(isValidUsi(b + (usiCheckCharacter(b) ?? '2'))).toBe(false);
    }
  });

  it('property: every generated USI is valid', () => {
    fc.assert(fc.property(usi, (u) => isValidUsi(u)));
  });

  it('property: any single-character change of a valid USI makes it invalid', () => {
    const change = fc.tuple(usi, fc.nat({ max: 9 }), fc.constantFrom(...USI_CHARACTERS));
    fc.assert(
      fc.property(
        change.filter(([u, at, c]) => u[at] !== c),
        ([u, at, c]) => !isValidUsi(u.slice(0, at) + c + u.slice(at + 1)),
      ),
    );
  });

  it('property: swapping two different adjacent characters is caught (Luhn mod N: all but 2 and Z)', () => {
    const blind = (a: string, b: string) => `${a}${b}` === '2Z' || `${a}${b}` === 'Z2';
    fc.assert(
      fc.property(usi, fc.nat({ max: 8 }), (u, at) => {
        const [a, b] = [u[at]!, u[at + 1]!];
        return a === b || blind(a, b) || !isValidUsi(u.slice(0, at) + b + a + u.slice(at + 2));
      }),
    );
  });

  it('normalises as stored: spaces dropped, upper case', () => {
    expect(normaliseUsi(' 7qrp 3kv3 95 ')).toBe('7QRP3KV395');
  });
});

describe('the shared student rules', () => {
  const row = (value: string) => ({
    student_id: 'SCI900001',
    first_name: 'Zoë',
    middle_name: '',
    last_name: 'Nguyễn',
    email: 'zoe.nguyen@student.example.com.au',
    mobile: '0412 345 678',
    dob: '1996-03-14',
    usi: value,
  });
  const schema = studentFields('dd-mm-yyyy');

  it('stores a typed USI normalised, and an empty one as null', () => {
    expect(schema.parse(row(' udnm 3w6k us ')).usi).toBe('UDNM3W6KUS');
    expect(schema.parse(row('')).usi).toBeNull();
  });

  it('refuses a USI with a wrong check character, a wrong character or a too long cell, with one message', () => {
    for (const bad of ['UDNM3W6KUT', 'ABCDE12345', 'UDNM3W6KU', 'x'.repeat(500)]) {
      const result = schema.safeParse(row(bad));
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([['usi', USI_MESSAGE]]);
    }
  });

  it('reports a bad USI on its import row (the web preview runs the same function)', () => {
    const { rows, errors } = validateImportRows('student', [row('7QRP3KV395'), row('7QRP3KV396')], {
      dateFormat: 'dd-mm-yyyy',
    });
    expect(rows).toHaveLength(1);
    expect(errors).toEqual([{ row: 3, column: 'usi', message: USI_MESSAGE }]);
  });
});
