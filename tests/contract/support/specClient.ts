/**
 * The contract suite's REST client: what a client written only from the two specs sends (their
 * §7 paths, methods and payload keys; form-encoded with bracket keys where a row says "form", JSON
 * otherwise), with the bearer token of POST /login. Every call is recorded (method and the spec's
 * path template) in test-results/contract/calls.jsonl, which zz-coverage.spec.ts compares with
 * specEndpoints.ts. The file outlives a worker restart (Playwright starts a new worker after a
 * failed test); globalSetup.ts clears it before a run.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type APIResponse, expect, request as playwrightRequest } from '@playwright/test';
import { apiURL } from '../../playwright.contract.config';

/** Where the suite keeps what it records (calls, received e-mail). */
export const RESULTS_DIR = fileURLToPath(new URL('../../../test-results/contract/', import.meta.url));
/** One JSON line per call the client made: `{ "method": "GET", "path": "/approvedCertificateView/{id}" }`. */
export const CALLS_FILE = path.join(RESULTS_DIR, 'calls.jsonl');

/** The demo logins of the README, all with one password. */
export const LOGINS = {
  admin: 'admin@certify.test',
  requisitioner: 'requisitioner@certify.test',
  approver: 'approver@certify.test',
  signee1: 'signee1@certify.test',
  signee2: 'signee2@certify.test',
  printer: 'printer@certify.test',
} as const;
export type Role = keyof typeof LOGINS;
export const PASSWORD = 'Certify@2026';

/** A JSON answer as the spec's client reads it (keys are checked by the tests). */
export type Answer = Record<string, any>;

export type FormValue = string | number | boolean;
/**
 * Form fields; an array repeats its key as written (`{ 'course_id[]': [1, 2] }` →
 * `course_id[]=1&course_id[]=2`); `indexed()` spells `certificate[0]=5&certificate[1]=6`.
 */
export type FormFields = Record<string, FormValue | readonly FormValue[] | null | undefined>;

/** `indexed('certificate', [5, 6])` → `{ 'certificate[0]': 5, 'certificate[1]': 6 }`. */
export function indexed(name: string, values: readonly FormValue[]): Record<string, FormValue> {
  return Object.fromEntries(values.map((value, i) => [`${name}[${i}]`, value]));
}

/** application/x-www-form-urlencoded text of `fields` (empty and undefined values are left out). */
export function encodeForm(fields: FormFields): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  return params.toString();
}

/** A file part of a multipart call. */
export interface FilePart {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** What one call may carry. The body is at most one of `json`, `form`, `multipart`, `raw`. */
export interface CallOptions {
  /** Values of the path template's `{name}` parameters. */
  params?: Record<string, string | number>;
  json?: unknown;
  form?: FormFields;
  multipart?: Record<string, FormValue | FilePart>;
  /** The exact bytes and content type (none: no Content-Type header). */
  raw?: { body: Buffer; contentType?: string };
  /** No token even when signed in (login, password/email, password/reset). */
  anonymous?: boolean;
}

/** One answer: status, headers, bytes, and the JSON object when it is one. */
export class SpecAnswer {
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly contentType: string,
    readonly bytes: Buffer,
  ) {}

  get text(): string {
    return this.bytes.toString('utf8');
  }

  /** The body as a JSON object ({} when it is not JSON or not an object). */
  get body(): Answer {
    if (!this.contentType.includes('json')) return {};
    try {
      const parsed: unknown = JSON.parse(this.text);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Answer) : {};
    } catch {
      return {};
    }
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  /** `POST /x → 400 {"success":0,...}` (first 600 characters), for assertion messages. */
  describe(): string {
    const shown = this.contentType.includes('json') || this.contentType.startsWith('text/') ? this.text : '(binary)';
    return `${this.method} ${this.url} → ${this.status} ${this.contentType} ${shown.slice(0, 600)}`;
  }

  /** Fails unless 2xx with `success` 1; answers the body. */
  expectSuccess(): Answer {
    expect(this.status, this.describe()).toBeGreaterThanOrEqual(200);
    expect(this.status, this.describe()).toBeLessThan(300);
    expect(this.body.success, this.describe()).toBe(1);
    return this.body;
  }

  /** Fails unless 2xx and the bytes are a PDF (`%PDF-`). */
  expectPdf(): Buffer {
    expect(this.status, this.describe()).toBeGreaterThanOrEqual(200);
    expect(this.status, this.describe()).toBeLessThan(300);
    expect(this.bytes.subarray(0, 5).toString('latin1'), this.describe()).toBe('%PDF-');
    return this.bytes;
  }

  /** Fails unless the answer is a refusal (`success` not 1) whose `message` is `message` word for word. */
  expectRefusal(message: string | RegExp): Answer {
    expect(this.body.success, this.describe()).not.toBe(1);
    if (typeof message === 'string') expect(this.body.message, this.describe()).toBe(message);
    else expect(this.body.message, this.describe()).toMatch(message);
    return this.body;
  }
}

function record(method: string, template: string): void {
  mkdirSync(RESULTS_DIR, { recursive: true });
  appendFileSync(CALLS_FILE, `${JSON.stringify({ method, path: template })}\n`);
}

function fill(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${template}`);
    return encodeURIComponent(String(value));
  });
}

let shared: Promise<APIRequestContext> | null = null;
/** One request context for every client of this worker (`request.newContext({ baseURL: apiURL })`). */
function context(): Promise<APIRequestContext> {
  shared ??= playwrightRequest.newContext({ baseURL: apiURL });
  return shared;
}

/** Logins of this worker, per role (a login per role per worker, not per test). */
const sessions = new Map<Role, { token: string; userId: number; passwordSecurity: boolean }>();

/** The spec's client: signed in as one user (or anonymous), recording every call. */
export class SpecClient {
  private constructor(
    readonly request: APIRequestContext,
    readonly token: string | null,
    /** The login answer's user.id (null when anonymous). */
    readonly userId: number | null,
    /** The login answer's password_security: the user types a password to sign. */
    readonly passwordSecurity = false,
  ) {}

  /** An anonymous client (login, password recovery). */
  static async anonymous(): Promise<SpecClient> {
    return new SpecClient(await context(), null, null);
  }

  /** Signs in with POST /login {email, password} and keeps the answer's token. */
  static async login(email: string, password = PASSWORD): Promise<SpecClient> {
    const anon = await SpecClient.anonymous();
    const answer = await anon.call('POST', '/login', { json: { email, password } });
    const body = answer.expectSuccess();
    expect(typeof body.token, answer.describe()).toBe('string');
    return new SpecClient(anon.request, body.token as string, Number(body.user?.id), body.password_security === true);
  }

  /** A demo role's client; its token is reused by later callers in this worker. */
  static async as(role: Role): Promise<SpecClient> {
    const cached = sessions.get(role);
    if (cached) {
      return new SpecClient(await context(), cached.token, cached.userId, cached.passwordSecurity);
    }
    const client = await SpecClient.login(LOGINS[role]);
    sessions.set(role, { token: client.token!, userId: client.userId!, passwordSecurity: client.passwordSecurity });
    return client;
  }

  /** Forgets a cached role token (after logging it out). */
  static forget(role: Role): void {
    sessions.delete(role);
  }

  /** One call to `template` (the spec's path), recorded under the template. */
  async call(method: string, template: string, options: CallOptions = {}): Promise<SpecAnswer> {
    const url = fill(template, options.params);
    const headers: Record<string, string> = {};
    if (this.token && !options.anonymous) headers.authorization = `Bearer ${this.token}`;
    let data: string | Buffer | undefined;
    let multipart: Record<string, FormValue | FilePart> | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      data = Buffer.from(JSON.stringify(options.json));
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      data = encodeForm(options.form);
    } else if (options.multipart) {
      multipart = options.multipart;
    } else if (options.raw) {
      if (options.raw.contentType) headers['content-type'] = options.raw.contentType;
      // no Content-Type and no bytes: send no body at all (Playwright then sends Content-Length: 0)
      if (options.raw.contentType || options.raw.body.length > 0) data = options.raw.body;
    }
    const response: APIResponse = await this.request.fetch(url, {
      method,
      headers,
      data,
      multipart,
      failOnStatusCode: false,
      maxRedirects: 0,
    });
    record(method, template);
    return new SpecAnswer(
      method,
      url,
      response.status(),
      response.headers()['content-type'] ?? '',
      Buffer.from(await response.body()),
    );
  }

  get(template: string, params?: Record<string, string | number>): Promise<SpecAnswer> {
    return this.call('GET', template, { params });
  }

  postJson(template: string, json: unknown, params?: Record<string, string | number>): Promise<SpecAnswer> {
    return this.call('POST', template, { json, params });
  }

  postForm(template: string, form: FormFields, params?: Record<string, string | number>): Promise<SpecAnswer> {
    return this.call('POST', template, { form, params });
  }

  /** A POST with no body at all (no Content-Type, Content-Length 0): the spec's "payload: none". */
  postNothing(template: string, params?: Record<string, string | number>): Promise<SpecAnswer> {
    return this.call('POST', template, { params, raw: { body: Buffer.alloc(0) } });
  }
}
