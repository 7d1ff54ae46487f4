/**
 * fast-check arbitraries for the variables of a GraphQL operation, read from the schema's input
 * types: `validValue` draws values the api accepts (ids of seeded rows, short text, real dates);
 * `badTargets` lists, for every leaf of an input type, the arbitraries of a whole value where that
 * one leaf is bad. Most bad values pass GraphQL's own validation (IDs like '0', '-1',
 * '99999999999', 'abc', '0x1'; text with NUL or over every api length limit; impossible dates;
 * empty or over-long lists) and must be refused by the api; some do not (an unknown enum value, a
 * wrong JSON type, a missing required field) and must be refused by GraphQL with a clear error.
 *
 * Types are read duck-typed (`ofType`, `getFields`, `getValues`): vitest may load a second copy of
 * graphql, and graphql-js's `instanceof` checks would then fail.
 */
import fc from 'fast-check';

/** A GraphQL input type as far as these helpers read it. */
export interface InputTypeLike {
  name?: string;
  ofType?: InputTypeLike;
  getFields?: () => Record<string, { name: string; type: InputTypeLike }>;
  getValues?: () => readonly { name: string }[];
  toString(): string;
}

/** A value with one bad leaf, and what is bad about it. */
export interface Bad {
  value: unknown;
  why: string;
}

const NUL = String.fromCharCode(0);
const ALNUM = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
/** Longer than every text limit of the api (comments: 2000 characters). */
const OVER_ANY_TEXT_LIMIT = 2001;
/** More items than any list of the api takes (ids: 500). */
const OVER_ANY_LIST_LIMIT = 501;

/** GraphQL IDs that are no positive 32-bit integer in the api's digits. */
const BAD_IDS = ['0', '-1', '99999999999', '2147483648', 'abc', '', '0x1', '1e1', '1.0', '+1', ' 1', '١', `1${NUL}`];
const IMPOSSIBLE_DATES = ['2026-02-30', '2025-02-29', '2026-13-01', '2026-04-31', '26-1-1', 'yesterday', ''];

const isNonNull = (t: InputTypeLike) => t.ofType !== undefined && String(t).endsWith('!');
const isList = (t: InputTypeLike) => t.ofType !== undefined && !isNonNull(t);
const short = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 40 ? `${s.slice(0, 37)}…(${s.length} chars)` : s;
};
const each = (values: readonly unknown[], why: string) =>
  fc.constantFrom(...values).map((v): Bad => ({ value: v, why: `${why} ${short(v)}` }));

/** A value of `type` that the api accepts. */
export function validValue(type: InputTypeLike): fc.Arbitrary<unknown> {
  if (isNonNull(type)) return validValue(type.ofType!);
  if (isList(type)) return fc.array(validValue(type.ofType!), { minLength: 1, maxLength: 3 });
  if (type.getValues) return fc.constantFrom(...type.getValues().map((v) => v.name));
  if (type.getFields) {
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((f) => [f.name, validValue(f.type)])), {
      requiredKeys: fields.filter((f) => isNonNull(f.type)).map((f) => f.name),
    });
  }
  switch (type.name) {
    case 'ID':
      return fc.integer({ min: 1, max: 20 }).map(String);
    case 'String':
      return fc.string({ unit: ALNUM, minLength: 1, maxLength: 20 });
    case 'Date':
      return fc
        .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    case 'DateTime':
      return fc
        .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2027-12-31T00:00:00Z'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'Int':
      return fc.integer({ min: 1, max: 20 });
    case 'Boolean':
      return fc.boolean();
    default:
      throw new Error(`The fuzzer does not know the input type ${String(type)}`);
  }
}

/** Bad values of a scalar or enum `type` (`required`: the field is non-null). */
function badLeaf(type: InputTypeLike, required: boolean): fc.Arbitrary<Bad> {
  if (type.getValues) return each(['NOT_A_MEMBER', 'zz', ''], 'not in the enum:');
  switch (type.name) {
    case 'ID':
      return fc.oneof(
        each(BAD_IDS, 'not an id:'),
        fc.stringMatching(/^[1-9][0-9]{10,40}$/).map((v): Bad => ({ value: v, why: `${v.length} digits` })),
        each([true, { id: 1 }], 'not an ID (GraphQL refuses):'),
      );
    case 'String':
      return fc.oneof(
        fc
          .tuple(fc.string({ unit: ALNUM, maxLength: 5 }), fc.string({ unit: ALNUM, maxLength: 5 }))
          .map(([a, b]): Bad => ({ value: `${a}${NUL}${b}`, why: 'NUL in the text' })),
        fc
          .tuple(fc.constantFrom('a', 'é', '😀'), fc.constantFrom(OVER_ANY_TEXT_LIMIT, 100_000))
          .map(([unit, n]): Bad => ({ value: unit.repeat(n), why: `${n} characters` })),
        ...(required ? [each([''], 'empty:')] : []),
        each([5, { text: 'x' }], 'not a String (GraphQL refuses):'),
      );
    case 'Date':
      return fc.oneof(each(IMPOSSIBLE_DATES, 'impossible date'), each([5, { d: 1 }, true], 'not a date:'));
    case 'DateTime':
      return fc.oneof(
        each(['2026-02-30T00:00:00Z', '2026-01-01', '2026-01-01T25:00:00Z', 'yesterday', ''], 'not an instant:'),
        each([5, { d: 1 }, true], 'not an instant:'),
      );
    case 'Int':
      return each(['abc', 1.5, 2 ** 31], 'not an Int (GraphQL refuses):');
    case 'Boolean':
      return each(['yes', 2], 'not a Boolean (GraphQL refuses):');
    default:
      throw new Error(`The fuzzer does not know the input type ${String(type)}`);
  }
}

/**
 * For every leaf of `type`, the arbitrary of a whole value of `type` where that leaf is bad (and
 * everything else valid); lists also get "empty" (when required) and "too long"; input objects
 * "a required field missing". Each comes with the path of the bad leaf.
 */
export function badTargets(
  type: InputTypeLike,
  path = '',
  required = false,
): { path: string; bad: fc.Arbitrary<Bad> }[] {
  if (isNonNull(type)) return badTargets(type.ofType!, path, true);
  const at = (why: string) => (path ? `${path}: ${why}` : why);
  if (isList(type)) {
    const item = type.ofType!;
    const some = fc.array(validValue(item), { maxLength: 2 });
    const targets = badTargets(item, `${path}[i]`, true).map((t) => ({
      path: t.path,
      bad: fc.tuple(some, t.bad, some).map(([a, b, c]): Bad => ({ value: [...a, b.value, ...c], why: b.why })),
    }));
    targets.push({
      path: `${path} (length)`,
      bad: validValue(item).map(
        (v): Bad => ({
          value: Array(OVER_ANY_LIST_LIMIT).fill(v),
          why: at(`${OVER_ANY_LIST_LIMIT} items`),
        }),
      ),
    });
    if (required) targets.push({ path: `${path} (empty)`, bad: fc.constant({ value: [], why: at('empty list') }) });
    return targets;
  }
  if (type.getFields) {
    const fields = Object.values(type.getFields());
    const whole = validValue(type) as fc.Arbitrary<Record<string, unknown>>;
    const targets = fields.flatMap((f) =>
      badTargets(f.type, path ? `${path}.${f.name}` : f.name).map((t) => ({
        path: t.path,
        bad: fc.tuple(whole, t.bad).map(([base, b]): Bad => ({ value: { ...base, [f.name]: b.value }, why: b.why })),
      })),
    );
    const requiredFields = fields.filter((f) => isNonNull(f.type)).map((f) => f.name);
    if (requiredFields.length) {
      targets.push({
        path: `${path || 'input'} (missing field)`,
        bad: fc.tuple(whole, fc.constantFrom(...requiredFields)).map(([base, name]): Bad => {
          const { [name]: _dropped, ...rest } = base;
          return { value: rest, why: at(`${name} missing (GraphQL refuses)`) };
        }),
      });
    }
    return targets;
  }
  return [{ path, bad: badLeaf(type, required).map((b): Bad => ({ value: b.value, why: at(b.why) })) }];
}
