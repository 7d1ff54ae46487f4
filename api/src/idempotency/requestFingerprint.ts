/**
 * The fingerprint of a request sent with an `Idempotency-Key` (draft-ietf-httpapi-idempotency-key-header
 * "Idempotency Fingerprint"): SHA-256 of the method, the path, the query and the body in canonical
 * JSON. The body is the one the route validated (JSON, form or multipart read alike, so `"12"` in a
 * form and `12` in JSON are the same request; keys the schema ignores do not count). A multipart
 * file counts by its content: each received file is hashed with its bytes' SHA-256, its name and
 * kind. spec: docs/integrators.md "Request certificates safely".
 */
import { createHash } from 'node:crypto';

const sha256 = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

/** A JSON-able value with object keys sorted, bytes as `{ $sha256 }`, dates as ISO text. */
function canonical(value: unknown, depth: number): unknown {
  if (depth > 64) throw new Error('The request is nested too deeply to fingerprint');
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'bigint') return value.toString();
    if (typeof value === 'function' || typeof value === 'symbol') return undefined;
    return value;
  }
  if (value instanceof Uint8Array) return { $sha256: sha256(value) };
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((v) => canonical(v, depth + 1) ?? null);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const v = canonical((value as Record<string, unknown>)[key], depth + 1);
    if (v !== undefined) out[key] = v;
  }
  return out;
}

/** `value` as canonical JSON: sorted keys, no undefined, bytes by their SHA-256. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(canonical(value, 0)) ?? 'null';
}

/** The SHA-256 (hex) fingerprint of one request. */
export function requestFingerprint(request: { method: string; path: string; query: unknown; body: unknown }): string {
  return sha256(canonicalJson([request.method.toUpperCase(), request.path, request.query ?? {}, request.body ?? null]));
}
