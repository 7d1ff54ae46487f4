/**
 * The attacks on one operation, each a fast-check arbitrary of requests that are invalid by
 * construction: a bad path parameter, a query or body with at least one field its schema refuses
 * (as JSON, form or multipart), a body that is not an object, malformed JSON, an unknown content
 * type, multipart without a boundary, more fields than the parser allows, an oversize body, a
 * query string over the parameter limit. Everything else in the request is valid, so that the
 * invalid part is what the api must refuse. No `authorization` header: the test adds it.
 */
import fc from 'fast-check';
import { BODY_LIMIT, MAX_FIELDS } from '../../src/http/bodyParsers.js';
import qs from 'qs';
import type { Operation, Parameter } from './operations.js';
import type { RawRequest } from './rawRequest.js';
import { invalidObject, invalidValue, type JsonSchema, validObject, validValue } from './schemaValues.js';

/** One kind of attack on an operation. */
export interface Attack {
  kind: string;
  requests: fc.Arbitrary<RawRequest>;
}

/** The api's limits the transport attacks go just past (api/src/http/bodyParsers.ts). */
export const TRANSPORT_LIMITS = { jsonBytes: BODY_LIMIT, formBytes: BODY_LIMIT, fields: MAX_FIELDS };

const JSON_TYPE = { 'content-type': 'application/json' };
const FORM_TYPE = { 'content-type': 'application/x-www-form-urlencoded' };
const BOUNDARY = 'fuzz-boundary-7MA4YWxkTrZu0gW';

const encode = (v: unknown) => encodeURIComponent(String(v));

/** Fills `{name}` of the OpenAPI path with already encoded segments. */
const fillPath = (template: string, segments: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_m, name: string) => segments[name] ?? '1');

/** Valid encoded segments for every path parameter. */
const validSegments = (params: Parameter[]): fc.Arbitrary<Record<string, string>> =>
  fc.record(Object.fromEntries(params.map((p) => [p.name, validValue(p.schema).map(encode)])));

/** The query parameters as one object schema. */
const querySchema = (params: Parameter[]): JsonSchema => ({
  type: 'object',
  properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
  required: params.filter((p) => p.required).map((p) => p.name),
});

const ARRAY_FORMATS = ['indices', 'brackets', 'repeat', 'comma'] as const;
const queryString = (value: unknown, arrayFormat: (typeof ARRAY_FORMATS)[number] = 'indices') => {
  const s = qs.stringify(value, { arrayFormat });
  return s ? `?${s}` : '';
};

/** A multipart body of the fields of a form string (`a[0]=1&b=x` → two parts). */
export function multipartOf(form: string, boundary = BOUNDARY): string {
  const parts = form
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const [k = '', v = ''] = pair.split('=').map((s) => decodeURIComponent(s.replace(/\+/g, ' ')));
      return `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, '%22')}"\r\n\r\n${v}\r\n`;
    });
  return `${parts.join('')}--${boundary}--\r\n`;
}

/** A path parameter value the api must refuse, as the encoded (or deliberately mis-encoded) segment. */
function badSegment(p: Parameter): fc.Arbitrary<{ segment: string; why: string }> {
  const fromSchema = invalidValue(p.schema, { required: true, form: true }).map((b) => ({
    segment: encode(b.value),
    why: b.why,
  }));
  if (p.schema.type !== 'integer') return fromSchema;
  return fc.oneof(
    fromSchema,
    fc
      .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
      .filter((s) => !/^\s*\d+\s*$/.test(s))
      .map((s) => ({ segment: encode(s), why: `not an id: ${JSON.stringify(s)}` })),
    fc
      .constantFrom('%', '%FF', '%E0%A4%A', '%C0%AF', '%00', '%2e%2e')
      .map((s) => ({ segment: s, why: `bad URL ${s}` })),
  );
}

const withJson = (method: string, path: string, value: unknown, why: string): RawRequest => ({
  method,
  path,
  headers: JSON_TYPE,
  body: JSON.stringify(value),
  why,
});

/** The attacks that apply to `op`. */
export function attacksOn(op: Operation): Attack[] {
  const { method, body } = op;
  const hasBody = method !== 'GET';
  const attacks: Attack[] = [];
  const validPath = validSegments(op.pathParams).map((s) => fillPath(op.path, s));
  const validQuery = op.query.length ? validObject(querySchema(op.query)).map((q) => queryString(q)) : fc.constant('');
  const validUrl = fc.tuple(validPath, validQuery).map(([p, q]) => p + q);
  const validBody = body ? validObject(body).map((v) => JSON.stringify(v)) : fc.constant(hasBody ? '{}' : undefined);
  const request = (path: string, why: string, payload?: string): RawRequest =>
    payload === undefined
      ? { method, path, headers: {}, why }
      : { method, path, headers: JSON_TYPE, body: payload, why };

  if (op.pathParams.length) {
    attacks.push({
      kind: 'path parameter',
      requests: fc
        .tuple(fc.constantFrom(...op.pathParams), validSegments(op.pathParams), validQuery, validBody)
        .chain(([param, segments, query, payload]) =>
          badSegment(param).map(({ segment, why }) =>
            request(
              fillPath(op.path, { ...segments, [param.name]: segment }) + query,
              `${param.name}: ${why}`,
              payload,
            ),
          ),
        ),
    });
  }
  if (op.query.length) {
    attacks.push({
      kind: 'query field',
      requests: fc
        .tuple(validPath, invalidObject(querySchema(op.query), true), fc.constantFrom(...ARRAY_FORMATS), validBody)
        .map(([path, bad, format, payload]) =>
          request(path + queryString(bad.value, format), `query ${bad.why}`, payload),
        ),
    });
  }
  if (body) {
    attacks.push({
      kind: 'JSON field',
      requests: fc
        .tuple(validUrl, invalidObject(body, false))
        .map(([url, bad]) => withJson(method, url, bad.value, `JSON ${bad.why}`)),
    });
    attacks.push({
      kind: 'form field',
      requests: fc.tuple(validUrl, invalidObject(body, true), fc.boolean()).map(([url, bad, multipart]) => {
        const form = qs.stringify(bad.value, { arrayFormat: 'indices' });
        return multipart
          ? {
              method,
              path: url,
              headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
              body: multipartOf(form),
              why: `multipart ${bad.why}`,
            }
          : { method, path: url, headers: FORM_TYPE, body: form, why: `form ${bad.why}` };
      }),
    });
    attacks.push({
      kind: 'body not an object',
      requests: fc
        .tuple(validUrl, fc.constantFrom('[]', '[1]', '[{}]', '"text"', '42', 'true', 'null'))
        .map(([url, payload]) => request(url, `JSON body ${payload}`, payload)),
    });
    const first = Object.keys(body.properties ?? {})[0];
    if (first) {
      attacks.push({
        kind: 'deeply nested JSON',
        requests: fc.tuple(validUrl, fc.constantFrom(10_000, 100_000)).map(([url, depth]) => ({
          ...request(url, `${first}: [[…]] ${depth} deep`),
          headers: JSON_TYPE,
          body: () => Buffer.from(`{"${first}":${'['.repeat(depth)}1${']'.repeat(depth)}}`),
        })),
      });
    }
  }
  if (hasBody) {
    attacks.push(...transportAttacks(method, validUrl, validBody));
  }
  attacks.push({
    kind: 'too many query parameters',
    requests: fc
      .tuple(validPath, fc.constantFrom(TRANSPORT_LIMITS.fields + 1, 6000), validBody)
      .map(([path, n, payload]) => request(`${path}?${'a&'.repeat(n - 1)}a`, `${n} query parameters`, payload)),
  });
  return attacks;
}

/** Body attacks below the fields: content type, JSON syntax, multipart framing, counts and sizes. */
function transportAttacks(
  method: string,
  validUrl: fc.Arbitrary<string>,
  validBody: fc.Arbitrary<string | undefined>,
): Attack[] {
  const payload = validBody.map((b) => b ?? '{}');
  return [
    {
      kind: 'malformed JSON',
      requests: fc
        .tuple(
          validUrl,
          fc.oneof(
            // cut short, but never to nothing: an empty body is no body (read as no fields)
            payload
              .filter((b) => b.length > 1)
              .chain((b) => fc.integer({ min: 1, max: b.length - 1 }).map((n) => b.slice(0, n))),
            fc.constantFrom(
              '{',
              '{"a":',
              "{'a':1}",
              '[1,]',
              'nul',
              '{"a":1}}',
              '{"a":1,}',
              'NaN',
              '{"a":"\\x"}',
              '\u0000',
            ),
          ),
        )
        .map(([path, body]) => ({
          method,
          path,
          headers: JSON_TYPE,
          body,
          why: `malformed JSON ${JSON.stringify(body)}`,
        })),
    },
    {
      kind: 'unknown content type',
      requests: fc
        .tuple(
          validUrl,
          payload,
          fc.constantFrom(
            'application/xml',
            'image/png',
            'application/octet-stream',
            'text/csv',
            'foo/bar; charset=utf-8',
            ';;',
          ),
        )
        .map(([path, body, type]) => ({
          method,
          path,
          headers: { 'content-type': type },
          body,
          why: `content type ${type}`,
        })),
    },
    {
      kind: 'multipart without boundary',
      requests: fc
        .tuple(
          validUrl,
          fc.constantFrom(
            'multipart/form-data',
            'multipart/form-data; charset=utf-8',
            'multipart/form-data; boundary=',
          ),
        )
        .map(([path, type]) => ({
          method,
          path,
          headers: { 'content-type': type },
          body: multipartOf('a=1'),
          why: `content type ${type}`,
        })),
    },
    {
      kind: 'too many fields',
      requests: fc
        .tuple(validUrl, fc.constantFrom(TRANSPORT_LIMITS.fields + 1, 10_000), fc.boolean())
        .map(([path, n, multipart]) => {
          const form = Array.from({ length: n }, (_, i) => `k${i}=1`).join('&');
          return multipart
            ? {
                method,
                path,
                headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
                body: multipartOf(form),
                why: `multipart with ${n} fields`,
              }
            : { method, path, headers: FORM_TYPE, body: form, why: `form with ${n} fields` };
        }),
    },
    {
      kind: 'oversize body',
      requests: fc.tuple(validUrl, fc.boolean()).map(([path, json]) => {
        const limit = json ? TRANSPORT_LIMITS.jsonBytes : TRANSPORT_LIMITS.formBytes;
        return {
          method,
          path,
          headers: json ? JSON_TYPE : FORM_TYPE,
          body: () => (json ? Buffer.from(`{"k":"${'a'.repeat(limit)}"}`) : Buffer.from(`k=${'a'.repeat(limit)}`)),
          why: `${json ? 'JSON' : 'form'} body over ${limit} bytes`,
        };
      }),
    },
  ];
}
