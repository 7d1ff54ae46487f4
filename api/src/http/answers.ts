/**
 * Answer schemas shared by every route: the error body, the `{ success, message }` envelope, and
 * helpers that declare a route's answers (JSON, PDF, errors) for validation and for OpenAPI.
 * Registered schemas (`.meta({ id })`) become `components.schemas` of `/openapi.json`.
 * spec: api/CONTRACT.md "Conventions".
 */
import { z } from 'zod';
import { IDEMPOTENCY_CODE } from './idempotencyKey.js';

/** `{ success: 0, message, … }`: every 4xx and 5xx answer. spec: api/CONTRACT.md "Conventions". */
export const errorAnswer = z
  .looseObject({
    success: z.literal(0),
    message: z.string().describe('What went wrong, in words a user can act on (the spec’s message).'),
    errors: z
      .record(z.string(), z.string())
      .optional()
      .describe('400 only: payload field (units as `units.0.unit_code`) → message.'),
    retry_after_seconds: z.int().optional().describe('429 only: when to try again.'),
    code: z
      .enum(['RATE_LIMITED', IDEMPOTENCY_CODE.REUSED, IDEMPOTENCY_CODE.IN_PROGRESS])
      .optional()
      .describe(
        '429: RATE_LIMITED when too many requests came from the address (absent: password attempts). ' +
          '422: IDEMPOTENCY_KEY_REUSED, the Idempotency-Key was used for a different request. ' +
          '409: IDEMPOTENCY_KEY_IN_PROGRESS, the first request with this Idempotency-Key has not answered yet.',
      ),
  })
  .meta({ id: 'Error' });

/** `{ success: 1, message }`: the answer of an action without data. */
export const messageAnswer = z.object({ success: z.literal(1), message: z.string() }).meta({ id: 'Message' });

const STATUS_TEXT = {
  400: 'Invalid input; nothing was changed.',
  401: 'No, expired or revoked token (or a wrong password where one is checked).',
  403: 'The caller’s roles or permissions may not.',
  404: 'Not found, or not visible to the caller.',
  409: 'The certificate is no longer in the state the action needs; nothing was changed.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests or password attempts; see retry_after_seconds.',
  500: 'The server could not complete it (a print: the PDF could not be made; see message).',
  503: 'Not ready.',
} as const;
export type ErrorStatus = keyof typeof STATUS_TEXT;

/** A JSON answer with a description (OpenAPI needs one per status). */
export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** The error answers a route can give, each `{ success: 0, message, … }`. */
export function errors<const S extends readonly ErrorStatus[]>(...statuses: S) {
  return Object.fromEntries(statuses.map((s) => [s, json(errorAnswer, STATUS_TEXT[s])])) as {
    [K in S[number]]: ReturnType<typeof json<typeof errorAnswer>>;
  };
}

/** A binary answer (PDF or stored file) as OpenAPI describes it. */
export const binary = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.string().meta({ format: 'binary' }) } },
});

/** An ISO-8601 UTC timestamp (`2026-11-23T13:05:00.000Z`). */
export const timestamp = () => z.iso.datetime({ offset: true });
/** A calendar date `YYYY-MM-DD`. */
export const day = () => z.iso.date();
