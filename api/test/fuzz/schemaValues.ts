/**
 * fast-check arbitraries derived from a JSON schema (the subset the api's OpenAPI document uses):
 * `validValue` draws values the schema accepts, `invalidValue` values it refuses — wrong types,
 * strings over `maxLength` or with NUL, impossible `date`s, non-members of an `enum`, numbers
 * outside `minimum`/`maximum`, lists over `maxItems` (up to 8,192) or with a bad item, objects with
 * a bad or missing field, deep nesting. Every string field refuses NUL (api/src/http/fields.ts).
 *
 * The api reads forms and query strings too, where every value is text and `"12"` is the number 12
 * and `ids=1,2` a list (fields.ts "form spelling"), and where `''` and `null` mean "not sent" for an
 * optional field. So an invalid value is drawn only where it stays invalid under those readings:
 * `''`/`null` only for required fields, numbers never count as bad text, and with `form: true`
 * only values that keep their meaning once written as text.
 */
import fc from 'fast-check';

/** The JSON Schema keywords the fuzzer understands; any other shape throws (teach it). */
export interface JsonSchema {
  type?: string;
  enum?: readonly unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: readonly string[];
  default?: unknown;
  description?: string;
}

/** An invalid value and what makes it invalid. */
export interface Bad {
  value: unknown;
  why: string;
}

/** Where the value goes: `form` also covers query strings and multipart fields. */
export interface Place {
  /** The field must be present (`required` in its object, or a path parameter). */
  required: boolean;
  /** The value is sent as text (form, query, multipart), not JSON. */
  form: boolean;
}

const ALNUM = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
const NUL = String.fromCharCode(0);
/** The longest list the fuzzer sends (the issue's "8,192 units"). */
export const HUGE_LIST = 8192;

const bad = (value: unknown, why: string): Bad => ({ value, why });
const short = (v: unknown) => {
  const s = typeof v === 'string' ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return s.length > 40 ? `${s.slice(0, 37)}…(${s.length} chars)` : s;
};
const each = (values: readonly unknown[], why: string) =>
  fc.constantFrom(...values).map((v) => bad(v, `${why} ${short(v)}`));

/** `{ a: { a: … } }` `depth` levels deep, or `[[…]]`. */
export function deeplyNested(depth: number, kind: 'object' | 'array'): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = kind === 'object' ? { a: value } : [value];
  return value;
}

const deep = fc
  .tuple(fc.integer({ min: 20, max: 3000 }), fc.constantFrom('object' as const, 'array' as const))
  .map(([depth, kind]) => bad(deeplyNested(depth, kind), `${kind} nested ${depth} deep`));

/** A value `schema` accepts (small: short text, ids 1…41 so that some name real rows). */
export function validValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      return fc.integer({ min, max: Math.min(schema.maximum ?? min + 40, min + 40) });
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'date') {
        return fc
          .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      }
      return fc.string({
        unit: ALNUM,
        minLength: Math.max(1, schema.minLength ?? 0),
        maxLength: Math.min(schema.maxLength ?? 20, 20),
      });
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? 3, Math.max(min, 3));
      return fc.array(validValue(schema.items ?? {}), { minLength: min, maxLength: max });
    }
    case 'object':
      return validObject(schema);
    default:
      throw new Error(`The fuzzer does not know the schema ${JSON.stringify(schema)}`);
  }
}

/** An object `schema` accepts: every required field and some of the others. */
export function validObject(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, prop] of Object.entries(schema.properties ?? {})) model[key] = validValue(prop);
  return fc.record(model, { requiredKeys: [...(schema.required ?? [])] });
}

/**
 * Text longer than `max` characters (by a little, or by 100,000), in ASCII, accented or emoji.
 * Characters are code points, as JSON Schema's `maxLength` and zod count them: 😀 is one.
 */
const tooLong = (max: number) =>
  fc
    .tuple(fc.constantFrom('a', 'é', '😀', 'x y'), fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constant(100_000)))
    .map(([unit, extra]) => {
      const text = unit.repeat(Math.ceil((max + extra) / [...unit].length));
      return bad(text, `${[...text].length} characters (at most ${max})`);
    });

const withNul = fc
  .tuple(fc.string({ unit: ALNUM, maxLength: 5 }), fc.string({ unit: ALNUM, maxLength: 5 }))
  .map(([a, b]) => bad(`${a}${NUL}${b}`, `NUL in ${short(`${a}${NUL}${b}`)}`));

const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2026-02-29',
  '2025-13-01',
  '2026-00-10',
  '2026-04-31',
  '2026-1-1',
  '26-01-01',
  '2026/01/01',
  'yesterday',
  '2026-02-30T10:00:00Z',
  '0000-00-00',
];

/** Strings that are no integer in any spelling the api reads. */
const NOT_INTEGERS = ['abc', '1.5', '1e3', '0x1', '+1', '-1', '١٢', '１', 'NaN', 'Infinity', '1 2', '--1'];

function numberChoices(schema: JsonSchema, place: Place): fc.Arbitrary<Bad>[] {
  const out: fc.Arbitrary<Bad>[] = [];
  const outside: number[] = [];
  if (schema.minimum !== undefined) outside.push(schema.minimum - 1, schema.minimum - 1_000_000);
  if (schema.maximum !== undefined) {
    outside.push(schema.maximum + 1, schema.maximum * 2 + 7, Number.MAX_SAFE_INTEGER + 2, 1e308);
    out.push(
      fc
        .integer({ min: schema.maximum + 1, max: Math.max(schema.maximum + 1, 9_999_999_999) })
        .map((n) => bad(n, `${n} > ${schema.maximum}`)),
    );
  }
  if (schema.type === 'integer') outside.push(1.5, (schema.minimum ?? 0) + 0.5);
  if (outside.length) out.push(each(outside, 'out of range:'));
  out.push(each(NOT_INTEGERS, 'not a number:'));
  out.push(fc.stringMatching(/^[1-9][0-9]{10,60}$/).map((s) => bad(s, `${s.length} digits`)));
  if (place.required) out.push(fc.constant(bad('', 'empty')));
  if (!place.form) out.push(each([true, false, { k: 1 }, [], [1, 2]], 'wrong type:'), deep);
  return out;
}

function stringChoices(schema: JsonSchema, place: Place): fc.Arbitrary<Bad>[] {
  const out: fc.Arbitrary<Bad>[] = [withNul];
  if (schema.maxLength !== undefined) out.push(tooLong(schema.maxLength));
  if (schema.format === 'date') out.push(each(IMPOSSIBLE_DATES, 'impossible date'));
  if (place.required && (schema.minLength ?? 0) >= 1) out.push(fc.constant(bad('', 'empty')));
  if (!place.form) out.push(each([true, false, { k: 'v' }, [true], ['a', 'b']], 'wrong type:'), deep);
  return out;
}

function enumChoices(schema: JsonSchema, place: Place): fc.Arbitrary<Bad>[] {
  const members = schema.enum ?? [];
  const out: fc.Arbitrary<Bad>[] = [];
  if (members.every((m) => typeof m === 'number')) {
    out.push(
      each(
        ([-1, 2, 0.5, 1e9, 'x'] as unknown[]).filter((v) => !(members as readonly unknown[]).includes(v)),
        'not in the enum:',
      ),
    );
  } else {
    out.push(
      fc.stringMatching(/^zz-[a-z]{1,8}$/).map((v) => bad(v, `not in the enum: ${v}`)),
      withNul,
    );
  }
  if (!place.form) out.push(each([true, { k: 'v' }, [[]]], 'wrong type:'), deep);
  return out;
}

function arrayChoices(schema: JsonSchema, place: Place): fc.Arbitrary<Bad>[] {
  const items = schema.items ?? {};
  const out: fc.Arbitrary<Bad>[] = [];
  const maxItems = schema.maxItems;
  if (maxItems !== undefined) {
    const sizes = fc.oneof(
      fc.integer({ min: maxItems + 1, max: maxItems + 3 }),
      fc.constant(Math.max(HUGE_LIST, maxItems + 1)),
    );
    out.push(
      fc.tuple(validValue(items), sizes).map(([v, n]) => bad(Array(n).fill(v), `${n} items (at most ${maxItems})`)),
    );
  }
  // As a list item '' and null are skipped or refused by the item, so items are "not required".
  const badItem = invalidValue(items, { required: false, form: place.form });
  const some = fc.array(validValue(items), { maxLength: 2 });
  out.push(fc.tuple(some, badItem, some).map(([a, b, c]) => bad([...a, b.value, ...c], `item ${a.length}: ${b.why}`)));
  // A single value is read as a one-item list: a bad scalar item without brackets is still bad.
  out.push(
    badItem
      .filter((b) => b.value === null || typeof b.value !== 'object')
      .map((b) => bad(b.value, `${b.why}, not a list`)),
  );
  if (place.required && (schema.minItems ?? 0) >= 1) out.push(fc.constant(bad([], 'empty list')));
  return out;
}

/** Objects that break `schema`: some fields invalid (the others valid), or required fields missing. */
export function invalidObject(schema: JsonSchema, form: boolean): fc.Arbitrary<Bad> {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(props);
  const out: fc.Arbitrary<Bad>[] = [];
  if (keys.length) {
    out.push(
      fc.subarray(keys, { minLength: 1, maxLength: Math.min(2, keys.length) }).chain((chosen) =>
        fc
          .tuple(
            validObject(schema),
            ...chosen.map((k) => invalidValue(props[k]!, { required: required.has(k), form })),
          )
          .map(([base, ...bads]) => {
            const value: Record<string, unknown> = { ...base };
            chosen.forEach((k, i) => {
              value[k] = bads[i]!.value;
            });
            return bad(value, chosen.map((k, i) => `${k}: ${bads[i]!.why}`).join('; '));
          }),
      ),
    );
  }
  if (required.size) {
    out.push(
      fc.tuple(validObject(schema), fc.subarray([...required], { minLength: 1 })).map(([base, missing]) => {
        const value = { ...base };
        for (const k of missing) delete value[k];
        return bad(value, `missing ${missing.join(', ')}`);
      }),
    );
  }
  if (!out.length) throw new Error(`No invalid object for ${JSON.stringify(schema)}`);
  return fc.oneof(...out);
}

/** A value `schema` refuses at `place`. */
export function invalidValue(schema: JsonSchema, place: Place): fc.Arbitrary<Bad> {
  const out: fc.Arbitrary<Bad>[] = [];
  if (place.required && !place.form) out.push(fc.constant(bad(null, 'null')));
  if (schema.enum) out.push(...enumChoices(schema, place));
  else if (schema.type === 'integer' || schema.type === 'number') out.push(...numberChoices(schema, place));
  else if (schema.type === 'string') out.push(...stringChoices(schema, place));
  else if (schema.type === 'boolean') {
    out.push(each(['maybe', 'truthy', '2', '-1'], 'not a boolean:'));
    if (!place.form) out.push(each([2, -1, 0.5, {}, [true]], 'wrong type:'), deep);
  } else if (schema.type === 'array') out.push(...arrayChoices(schema, place));
  else if (schema.type === 'object') {
    out.push(invalidObject(schema, place.form));
    // A non-object item is read as an empty one: bad when the object has required fields.
    if (schema.required?.length) out.push(each(['x', 5, true], 'not an object:'));
  } else throw new Error(`The fuzzer does not know the schema ${JSON.stringify(schema)}`);
  return fc.oneof(...out);
}
