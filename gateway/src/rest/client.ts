import { Pool, type Dispatcher } from 'undici';
import type { GraphQLError } from 'graphql';
import { encodeForm, type FormValue } from './form.js';
import { restError, unauthenticated, upstreamUnavailable } from './errors.js';

/** Called once per upstream request (method, path); tests count calls with it. */
export type RestCallObserver = (method: string, path: string) => void;

/** Options of one REST call. */
export interface RestCallOptions {
  /** The caller's bearer token; required unless `anonymous`. */
  token?: string | null;
  /** `/login` and `/health` carry no token (api/CONTRACT.md "Conventions"). */
  anonymous?: boolean;
  /** JSON body. */
  json?: unknown;
  /** Form body (`application/x-www-form-urlencoded`, bracket keys). */
  form?: Record<string, FormValue>;
  /** Accept header; JSON by default. */
  accept?: string;
  /**
   * The end user's address, sent as `X-Forwarded-For` so the api's per-address throttling and
   * session records see the browser, not the gateway (the api must run with TRUST_PROXY=1).
   */
  clientIp?: string | null;
  /** Aborts the request (and a streamed body). */
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT';

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

  constructor(
    baseUrl: string,
    private readonly onCall?: RestCallObserver,
  ) {
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

  private headersFor(options: RestCallOptions): Record<string, string> {
    const headers: Record<string, string> = { accept: options.accept ?? 'application/json' };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    else if (options.form !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    return headers;
  }

  private bodyFor(options: RestCallOptions): string | undefined {
    if (options.json !== undefined) return JSON.stringify(options.json);
    if (options.form !== undefined) return encodeForm(options.form);
    return undefined;
  }

  /**
   * One JSON call: answers the parsed body on 2xx; otherwise throws the GraphQLError that
   * rest/errors.ts maps the status to (UPSTREAM_UNAVAILABLE on connection failure).
   */
  async call<T>(method: Method, path: string, options: RestCallOptions = {}): Promise<T> {
    const res = await this.open(method, path, options, this.pool);
    const body = await readBody(res);
    if (res.statusCode >= 200 && res.statusCode < 300) return body as T;
    throw restError(res.statusCode, body, path, res.headers['retry-after']);
  }

  /** GET with JSON answer. */
  get<T>(path: string, options: RestCallOptions = {}): Promise<T> {
    return this.call<T>('GET', path, options);
  }

  /** POST with JSON answer. */
  post<T>(path: string, options: RestCallOptions = {}): Promise<T> {
    return this.call<T>('POST', path, options);
  }

  /** PUT with JSON answer. */
  put<T>(path: string, options: RestCallOptions = {}): Promise<T> {
    return this.call<T>('PUT', path, options);
  }

  /**
   * Opens a streamed answer on the stream pool (SSE, PDFs) without reading the body; the caller
   * checks the status (use `errorOf` for non-2xx) and consumes or destroys the body.
   */
  stream(method: Method, path: string, options: RestCallOptions = {}): Promise<Dispatcher.ResponseData> {
    return this.open(method, path, options, this.streams);
  }

  /** Reads a non-2xx streamed answer and maps it like `call` does. */
  async errorOf(res: Dispatcher.ResponseData, path: string): Promise<GraphQLError> {
    const body = await readBody(res);
    return restError(res.statusCode, body, path, res.headers['retry-after']);
  }

  private async open(method: Method, path: string, options: RestCallOptions, pool: Pool): Promise<Dispatcher.ResponseData> {
    if (!options.anonymous && !options.token) throw unauthenticated();
    this.onCall?.(method, path);
    try {
      return await pool.request({
        method,
        path: this.basePath + path,
        headers: this.headersFor(options),
        body: this.bodyFor(options),
        signal: options.signal,
      });
    } catch (err) {
      if (options.signal?.aborted) throw err;
      throw upstreamUnavailable(err);
    }
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
