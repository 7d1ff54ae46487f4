/**
 * Request validation with zod: the first issue's message becomes `message`, every issue goes into
 * `errors` keyed by payload path (`units.0.unit_code`). spec: api/CONTRACT.md "Conventions" (400).
 */
import type { z } from 'zod';
import { badRequest } from './errors.js';

/** Parses `data` with `schema` or throws a 400 ApiError with the spec's messages. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    if (!(key in errors)) errors[key] = issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'Invalid request';
  throw badRequest(first, errors);
}

/** A value sent as `x`, `x[]` or `x[0]` (qs) as an array; empty values dropped. */
export function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.filter((v) => v !== '' && v !== null && v !== undefined);
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).filter((v) => v !== '');
  if (typeof value === 'string' && value.includes(',')) return value.split(',').map((s) => s.trim()).filter(Boolean);
  return [value];
}
