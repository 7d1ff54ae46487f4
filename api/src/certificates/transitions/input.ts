/**
 * Payload reading shared by the transition routes: ids, id lists (`certificate[i]` as array or
 * object, JSON or form), required comments, and the success answer.
 *
 * spec: api/CONTRACT.md "Conventions" and "Transitions"; certificate-workflow §5 (comments).
 */
import { badRequest } from '../../http/errors.js';
import type { TransitionOutcome } from './apply.js';

export type Body = Record<string, unknown>;

/** The request body as an object (empty when absent). */
export const bodyOf = (body: unknown): Body => (body && typeof body === 'object' ? (body as Body) : {});

/** A positive integer id, or null. */
export function toId(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** A required certificate id in `field`; 400 when missing or malformed. */
export function requireId(value: unknown, field: string): number {
  const id = toId(value);
  if (id === null) throw badRequest('Please select a certificate', { [field]: 'Please select a certificate' });
  return id;
}

/** A list of ids from `certificate[i]`, `certificate[]`, an array, an object or a single value. */
export function requireIdList(value: unknown, field: string): number[] {
  const raw = Array.isArray(value) ? value : value && typeof value === 'object' ? Object.values(value) : value == null ? [] : [value];
  const ids = raw.map(toId);
  if (ids.length === 0 || ids.some((id) => id === null)) {
    throw badRequest('Please select at least one certificate', { [field]: 'Please select at least one certificate' });
  }
  return [...new Set(ids as number[])];
}

/** A required, trimmed comment: 'Please add comment' (certificate-workflow §5). */
export function requireComment(value: unknown, field: string): string {
  const text = typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
  if (!text) throw badRequest('Please add comment', { [field]: 'Please add comment' });
  return text;
}

/** An optional trimmed comment (null when empty). */
export function optionalComment(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text || null;
}

/** The success answer of a transition (api/CONTRACT.md "Transitions"). */
export const transitionAnswer = (message: string, data: TransitionOutcome[]) => ({ success: 1 as const, message, data });
