/**
 * Idempotent writes (docs/integrators.md "Request certificates safely"; IETF draft-ietf-httpapi-idempotency-key-header;
 * api/CONTRACT.md "Idempotent writes"). Every authenticated route whose method is not GET, HEAD or
 * OPTIONS accepts an `Idempotency-Key` header (public routes and reads ignore it):
 *
 * - **Syntax**: the draft's sf-string `"…"` or the bare characters; 1–255 visible ASCII characters
 *   (idempotencyKey.ts). Anything else, or the header twice: 400, nothing done.
 * - **Scope**: per authenticated user (an API client is its own user row, so per client); two users
 *   may use the same key independently. Kept 24 hours in `idempotency_keys`, so the rule holds
 *   across api instances and restarts.
 * - **Fingerprint**: method, path, query and the validated body in canonical JSON (multipart files
 *   by their bytes' SHA-256; requestFingerprint.ts). Checked after authentication, the route's
 *   guards and its validation, so a refused request never holds a key.
 * - **Claim** (IdempotencyStore.ts): the first request inserts the key without an answer and runs.
 *   A later request with the key: another fingerprint → 422 `Idempotency-Key is already used for a
 *   different request` (`code: IDEMPOTENCY_KEY_REUSED`); the first still running → 409 `A request
 *   with this Idempotency-Key is still being processed` (`code: IDEMPOTENCY_KEY_IN_PROGRESS`); the
 *   first answered → that answer again (status, body byte for byte, content headers) with
 *   `Idempotent-Replayed: true`, without running the handler.
 * - **What is kept**: a 2xx answer (JSON, or a binary answer such as a printed PDF up to 5 MB).
 *   Any other answer releases the key, so a retry acts: every refusal of this api changes nothing
 *   (a handler's transaction rolls back; api/CONTRACT.md "Errors"), and 4xx answers are often
 *   transient (409 after a concurrent action, 403 "Please Enter Password", 429) — keeping them for
 *   24 hours would pin the refusal. A 5xx releases the key too. A streamed answer or one over 5 MB
 *   is not kept either (the key is released; see below for what a retry then meets).
 * - **Expiry**: expired keys are free again and deleted in batches of 500, at most once a minute
 *   per process, when a request claims a key.
 *
 * The answer is stored after the handler has committed, in its own statement (not in the
 * handler's transaction). Should the process die between the two, nothing is replayed: a retry
 * takes the claim over after 60 s and the handler runs again (an answer that cannot be kept
 * releases the key at once, with the same effect). That never acts twice, because the api's
 * writes are guarded by state as well: every workflow transition is a guarded update (a
 * certificate no longer in the state the action needs answers 409, nothing changed), a repeated
 * request answers 400 "This credential number is already in use", imports upsert by natural key.
 * So a re-run after a crash answers a refusal, never a double action; the key turns a retry into
 * the first answer whenever that answer was kept.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { AppDeps } from '../app-deps.js';
import { errorAnswer, json } from '../http/answers.js';
import { ApiError, badRequest } from '../http/errors.js';
import { IdempotencyStore, type StoredAnswer } from './IdempotencyStore.js';
import {
  IDEMPOTENCY_CODE,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENT_REPLAYED_HEADER,
  parseIdempotencyKey,
} from '../http/idempotencyKey.js';
import { requestFingerprint } from './requestFingerprint.js';

/** The key a request holds while it runs (its claim's token). */
interface HeldClaim {
  userId: number;
  key: string;
  token: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request claimed an `Idempotency-Key`; its answer is kept or the key released on send. */
    idempotencyClaim: HeldClaim | null;
  }
}

/** Methods that never take a key (reads). */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The largest answer kept for a replay. */
export const MAX_KEPT_ANSWER_BYTES = 5 * 1024 * 1024;
/** At most one purge of expired keys per process in this time. */
const PURGE_EVERY_MS = 60_000;
/** The answer headers a replay repeats (what describes the body); the others are the replay's own. */
const KEPT_HEADERS = [
  'content-type',
  'content-disposition',
  'cache-control',
  'location',
  'x-file-id',
  'x-file-sha256',
  'access-control-expose-headers',
];

/** Whether `route` takes a key and declares its answers in the contract (and so must declare 409 and 422). */
function documentedWrite(route: RouteOptions): boolean {
  const methods = ([] as string[]).concat(route.method);
  const schema = route.schema as { hide?: boolean; response?: unknown } | undefined;
  return !!schema?.response && !schema.hide && !route.config?.public && methods.some((m) => !SAFE_METHODS.has(m));
}

/** Whether `request` may carry a key: an authenticated, routed, non-read request. */
const takesKey = (request: FastifyRequest): boolean =>
  !SAFE_METHODS.has(request.method) && !request.is404 && !request.routeOptions.config?.public && !!request.principal;

/** The answer to keep for `payload`, or null when it cannot be kept (a stream, too large). */
function keptAnswer(reply: FastifyReply, payload: unknown): StoredAnswer | null {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  const statusCode = reply.statusCode;
  if (payload === undefined || payload === null) return { statusCode, headers, text: '' };
  if (typeof payload === 'string') {
    return Buffer.byteLength(payload) > MAX_KEPT_ANSWER_BYTES ? null : { statusCode, headers, text: payload };
  }
  if (payload instanceof Uint8Array) {
    return payload.byteLength > MAX_KEPT_ANSWER_BYTES
      ? null
      : { statusCode, headers, base64: Buffer.from(payload).toString('base64') };
  }
  return null;
}

/** Answers the kept first answer again, marked `Idempotent-Replayed: true`. */
function replay(reply: FastifyReply, answer: StoredAnswer): FastifyReply {
  void reply.code(answer.statusCode).headers(answer.headers).header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return reply.send(answer.base64 !== undefined ? Buffer.from(answer.base64, 'base64') : (answer.text ?? ''));
}

/**
 * Registers the `Idempotency-Key` hooks on every route and publishes its 409 and 422 on each route
 * that takes a key (call before the OpenAPI document and the routes). spec: docs/integrators.md
 * "Idempotent writes"; api/CONTRACT.md "Idempotent writes".
 */
export function registerIdempotency(app: FastifyInstance, deps: AppDeps): void {
  const store = new IdempotencyStore(deps.db);
  let lastPurge = 0;
  const purge = async (request: FastifyRequest) => {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    try {
      await store.purgeExpired();
    } catch (err) {
      request.log.warn({ err }, 'expired idempotency keys not purged');
    }
  };

  app.decorateRequest('idempotencyClaim', null);

  // The contract publishes the refusals a key may bring (before the route's own answers win).
  app.addHook('onRoute', (route) => {
    if (!documentedWrite(route)) return;
    const schema = route.schema as { response: Record<string | number, unknown> };
    schema.response = {
      409: json(errorAnswer, `${IDEMPOTENCY_MESSAGES.inProgress} (Idempotency-Key); nothing was done.`),
      422: json(errorAnswer, `${IDEMPOTENCY_MESSAGES.reused} (Idempotency-Key); nothing was done.`),
      ...schema.response,
    };
  });

  // After authentication (onRequest), the route's guards (preValidation) and its validation.
  app.addHook('preHandler', async (request, reply) => {
    if (!takesKey(request)) return;
    const parsed = parseIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER]);
    if (!parsed.ok) throw badRequest(parsed.message);
    if (parsed.key === null) return;
    const userId = request.principal.userId;
    const path = request.url.split('?')[0] ?? request.url;
    const hash = requestFingerprint({ method: request.method, path, query: request.query, body: request.body });
    const claim = await store.claim(userId, parsed.key, `${request.method} ${path}`, hash);
    switch (claim.kind) {
      case 'claimed':
        request.idempotencyClaim = { userId, key: parsed.key, token: claim.token };
        await purge(request);
        return;
      case 'replay':
        return replay(reply, claim.answer);
      case 'reused':
        throw new ApiError(422, IDEMPOTENCY_MESSAGES.reused, { code: IDEMPOTENCY_CODE.REUSED });
      case 'in-progress':
        throw new ApiError(409, IDEMPOTENCY_MESSAGES.inProgress, { code: IDEMPOTENCY_CODE.IN_PROGRESS });
    }
  });

  // Keep a 2xx answer before it leaves (a retry right after it finds it); release the key otherwise.
  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    const answer = ok ? keptAnswer(reply, payload) : null;
    if (ok && !answer)
      request.log.warn({ key: claim.key }, 'answer not kept for its Idempotency-Key (stream or too large)');
    try {
      if (answer) await store.complete(claim.userId, claim.key, claim.token, answer);
      else await store.release(claim.userId, claim.key, claim.token);
    } catch (err) {
      // The claim stays without an answer: a retry after the lease re-runs into the state guards.
      request.log.error({ err, key: claim.key }, 'Idempotency-Key not updated');
    }
    return payload;
  });
}
