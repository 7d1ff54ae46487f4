import type { Readable } from 'node:stream';
import { IDEMPOTENCY_KEY_HEADER } from '@certify/api/idempotency';
import { CLIENT_IP_HEADER, GATEWAY_SECRET_HEADER } from '@certify/runtime';
import type { GraphQLError } from 'graphql';
import { type Dispatcher, Pool } from 'undici';
import type { RestAnswer, RestInput, RestMethod, RestPath } from './contract.js';
import { restError, unauthenticated, upstreamUnavailable } from './errors.js';

/** Called once per upstream request (method, path); tests count calls with it. */
export type RestCallObserver = (method: string, path: string) => void;

/** Options of one REST call. */
export interface RestCallOptions {
  /** The caller's bearer token; required unless `anonymous`. */
  token?: string | null;
  /** `/login` and `/health` carry no token (api/CONTRACT.md "Conventions"). */
  anonymous?: boolean;
  /** Accept header; JSON by default. */
  accept?: string;
  /**
   * The end user's address, sent as `X-Certify-Client-Ip` with the gateway's secret so the api's
   * per-address throttling and session records see the browser, not the gateway (docs/security.md).
   */
  clientIp?: string | null;
  /** Aborts the request (and a streamed body). */
  signal?: AbortSignal;
  /** The id of the request this call serves, sent as `X-Request-Id` so the api logs it too. */
  requestId?: string;
  /**
   * Sent as `Idempotency-Key` (already serialized, api/src/http/idempotencyKey.ts): set by
   * `CallerRest` on the non-GET calls of a mutation sent with the header (idempotency/mutationKeys.ts).
   */
  idempotencyKey?: string;
}

/** Who calls: sent with every call of a client bound by `RestClient.as`. */
export interface Caller {
  token: string | null;
  clientIp?: string | null;
  requestId?: string;
}

/** What `open` sends: the path with its parameters filled in and the query encoded, and a JSON body. */
interface Outgoing {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body: unknown;
}

/** A query string: lists as `ids=1,2,3` (the api splits them), empty values left out. */
function encodeQuery(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

/** `/user/{id}/view` + `{ id: 5 }` → `/user/5/view`, plus `?query` (bracket arrays, as the api parses). */
function pathOf(template: string, params: object | undefined, query: object | undefined): string {
  const filled = template.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} of ${template}`);
    return encodeURIComponent(String(value));
  });
  const qs = query ? encodeQuery(query) : '';
  return qs ? `${filled}?${qs}` : filled;
}

/**
 * The gateway's client of the REST service (DESIGN.md "Architecture": every REST call carries the
 * caller's bearer token). One keep-alive undici Pool for request/answer calls, plus a second pool
 * for long-lived streams (the `/events` SSE feed of each subscriber and PDF pass-through) so that
 * open streams never starve the request pool.
 */
export class RestClient {
  private readonly pool: Pool;
  private readonly streams: Pool;
  private readonly basePath: string;

  private readonly gatewaySecret: string | undefined;

  /**
   * `options.gatewaySecret` (`GATEWAY_SECRET`, shared with the api) goes with every call (the api
   * leaves the rate limits of the gateway's callers to the gateway) and with each caller's address;
   * without it no address is sent (the api would not believe it).
   */
  constructor(
    baseUrl: string,
    private readonly onCall?: RestCallObserver,
    options: { gatewaySecret?: string } = {},
  ) {
    this.gatewaySecret = options.gatewaySecret;
    const url = new URL(baseUrl);
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.pool = new Pool(url.origin, {
      connections: 64,
      keepAliveTimeout: 30_000,
      headersTimeout: 60_000,
      bodyTimeout: 120_000,
    });
    this.streams = new Pool(url.origin, { keepAliveTimeout: 10_000, headersTimeout: 60_000, bodyTimeout: 0 });
  }

  private headersFor(options: RestCallOptions, hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (this.gatewaySecret) {
      headers[GATEWAY_SECRET_HEADER] = this.gatewaySecret;
      if (options.clientIp) headers[CLIENT_IP_HEADER] = options.clientIp;
    }
    if (options.requestId) headers['x-request-id'] = options.requestId;
    if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
    if (hasBody) headers['content-type'] = 'application/json';
    return headers;
  }

  /**
   * One JSON call of the contract: `path` is the api's OpenAPI path (`/requestedCertificateReject/{id}`),
   * `params`, `query` and `body` are typed from its schemas, and the answer is the route's 200 JSON.
   * Otherwise throws the GraphQLError that rest/errors.ts maps the status to (UPSTREAM_UNAVAILABLE
   * on connection failure).
   */
  async call<M extends RestMethod, P extends RestPath<M>>(
    method: M,
    path: P,
    options: RestCallOptions & RestInput<P, M>,
  ): Promise<RestAnswer<P, M>> {
    const res = await this.open(this.outgoing(method, path, options), options, this.pool);
    const body = await readBody(res);
    if (res.statusCode >= 200 && res.statusCode < 300) return body as RestAnswer<P, M>;
    throw restError(res.statusCode, body, path, res.headers['retry-after']);
  }

  /** GET with a JSON answer. */
  get<P extends RestPath<'get'>>(path: P, options: RestCallOptions & RestInput<P, 'get'>) {
    return this.call('get', path, options);
  }

  /** POST with a JSON answer. */
  post<P extends RestPath<'post'>>(path: P, options: RestCallOptions & RestInput<P, 'post'>) {
    return this.call('post', path, options);
  }

  /** PUT with a JSON answer. */
  put<P extends RestPath<'put'>>(path: P, options: RestCallOptions & RestInput<P, 'put'>) {
    return this.call('put', path, options);
  }

  /** DELETE with a JSON answer (`DELETE /user/{id}/delete`). */
  delete<P extends RestPath<'delete'>>(path: P, options: RestCallOptions & RestInput<P, 'delete'>) {
    return this.call('delete', path, options);
  }

  /**
   * Opens a streamed answer on the stream pool (SSE, PDFs) without reading the body; the caller
   * checks the status (use `errorOf` for non-2xx) and consumes or destroys the body.
   */
  stream<M extends RestMethod, P extends RestPath<M>>(
    method: M,
    path: P,
    options: RestCallOptions & RestInput<P, M>,
  ): Promise<Dispatcher.ResponseData> {
    return this.open(this.outgoing(method, path, options), options, this.streams);
  }

  private outgoing(
    method: RestMethod,
    path: string,
    input: { params?: object; query?: object; body?: unknown },
  ): Outgoing {
    return {
      method: method.toUpperCase() as Outgoing['method'],
      path: pathOf(path, input.params, input.query),
      body: input.body,
    };
  }

  /**
   * Streams a request body (a multipart upload) to `path` as it arrives, without buffering it:
   * `contentType` (with its boundary) and `contentLength` (when the browser sent one) are passed
   * on. Answers the api's response unread; the caller maps a non-2xx with `errorOf`.
   */
  forward(
    path: RestPath<'post'>,
    body: Readable,
    contentType: string,
    contentLength: string | undefined,
    options: RestCallOptions,
  ): Promise<Dispatcher.ResponseData> {
    if (!options.token) throw unauthenticated();
    this.onCall?.('POST', path);
    const headers: Record<string, string> = { ...this.headersFor(options, false), 'content-type': contentType };
    if (contentLength !== undefined) headers['content-length'] = contentLength;
    return this.streams
      .request({ method: 'POST', path: this.basePath + path, headers, body, signal: options.signal })
      .catch((err: unknown) => {
        if (options.signal?.aborted) throw err;
        throw upstreamUnavailable(err);
      });
  }

  /** Reads a non-2xx streamed answer and maps it like `call` does. */
  async errorOf(res: Dispatcher.ResponseData, path: string): Promise<GraphQLError> {
    const body = await readBody(res);
    return restError(res.statusCode, body, path, res.headers['retry-after']);
  }

  private async open(out: Outgoing, options: RestCallOptions, pool: Pool): Promise<Dispatcher.ResponseData> {
    if (!options.anonymous && !options.token) throw unauthenticated();
    this.onCall?.(out.method, out.path);
    const hasBody = out.body !== undefined;
    try {
      return await pool.request({
        method: out.method,
        path: this.basePath + out.path,
        headers: this.headersFor(options, hasBody),
        body: hasBody ? JSON.stringify(out.body) : undefined,
        signal: options.signal,
      });
    } catch (err) {
      if (options.signal?.aborted) throw err;
      throw upstreamUnavailable(err);
    }
  }

  /** This client bound to one caller: every call carries their token, address and request id. */
  as(caller: Caller): CallerRest {
    return new CallerRest(this, caller);
  }

  /** Closes both pools (graceful shutdown). */
  async close(): Promise<void> {
    await Promise.allSettled([this.pool.close(), this.streams.close()]);
  }

  /** Destroys both pools at once, aborting open streams. */
  async destroy(): Promise<void> {
    await Promise.allSettled([this.pool.destroy(), this.streams.destroy()]);
  }
}

/** Reads an answer body as JSON when it is JSON, else as text; never throws on a bad body. */
async function readBody(res: Dispatcher.ResponseData): Promise<unknown> {
  let text: string;
  try {
    text = await res.body.text();
  } catch (err) {
    throw upstreamUnavailable(err);
  }
  if (text === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return { message: text.slice(0, 500) };
  }
}

/** The `Idempotency-Key` to send on one non-GET call (`POST`, `/saveCertificate`), serialized. */
export type IdempotencyKeyFor = (method: string, path: string) => string;

/**
 * The REST client of one caller (a GraphQL operation, a file request, a subscription): the same
 * typed calls, with the caller's token, address and request id sent on each. An option given to a
 * call (e.g. another `token`, `anonymous`) wins over the caller's. Bound to a mutation field sent
 * with `Idempotency-Key` (`withIdempotencyKeys`), each non-GET call also carries its own key.
 */
export class CallerRest {
  constructor(
    readonly client: RestClient,
    readonly caller: Caller,
    private readonly keyFor?: IdempotencyKeyFor,
  ) {}

  /** This caller, with `keyFor` naming the `Idempotency-Key` of each non-GET call. */
  withIdempotencyKeys(keyFor: IdempotencyKeyFor): CallerRest {
    return new CallerRest(this.client, this.caller, keyFor);
  }

  /** The caller's options, the call's own, and the call's key on a non-GET call of a keyed mutation. */
  private options<O extends object>(
    method: string,
    path: string,
    options: O,
  ): Caller & { idempotencyKey?: string } & O {
    const upper = method.toUpperCase();
    const key = this.keyFor && upper !== 'GET' ? this.keyFor(upper, path) : undefined;
    return { ...this.caller, ...(key ? { idempotencyKey: key } : {}), ...options };
  }

  /** A typed call (see `RestClient.call`). */
  call<M extends RestMethod, P extends RestPath<M>>(method: M, path: P, options: RestCallOptions & RestInput<P, M>) {
    return this.client.call(method, path, this.options(method, path, options));
  }

  /** GET with a JSON answer. */
  get<P extends RestPath<'get'>>(path: P, options: RestCallOptions & RestInput<P, 'get'>) {
    return this.client.get(path, { ...this.caller, ...options });
  }

  /** POST with a JSON answer. */
  post<P extends RestPath<'post'>>(path: P, options: RestCallOptions & RestInput<P, 'post'>) {
    return this.client.post(path, this.options('POST', path, options));
  }

  /** PUT with a JSON answer. */
  put<P extends RestPath<'put'>>(path: P, options: RestCallOptions & RestInput<P, 'put'>) {
    return this.client.put(path, this.options('PUT', path, options));
  }

  /** DELETE with a JSON answer. */
  delete<P extends RestPath<'delete'>>(path: P, options: RestCallOptions & RestInput<P, 'delete'>) {
    return this.client.delete(path, this.options('DELETE', path, options));
  }

  /** A streamed answer (see `RestClient.stream`). */
  stream<M extends RestMethod, P extends RestPath<M>>(method: M, path: P, options: RestCallOptions & RestInput<P, M>) {
    return this.client.stream(method, path, this.options(method, path, options));
  }

  /** A streamed request body (see `RestClient.forward`). */
  forward(path: RestPath<'post'>, body: Readable, contentType: string, contentLength: string | undefined) {
    return this.client.forward(path, body, contentType, contentLength, this.options('POST', path, {}));
  }

  /** Reads a non-2xx streamed answer and maps it (see `RestClient.errorOf`). */
  errorOf(res: Dispatcher.ResponseData, path: string): Promise<GraphQLError> {
    return this.client.errorOf(res, path);
  }
}
