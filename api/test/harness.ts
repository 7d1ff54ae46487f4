/**
 * Test harness for the api over real HTTP.
 *
 *   import { startTestApi, type TestApi } from './harness.js';
 *   let api: TestApi;
 *   beforeAll(async () => { api = await startTestApi(); });   // app on 127.0.0.1:<random port>, seeded
 *   beforeEach(() => api.reset());                              // every row deleted, the seeded rows copied back
 *   afterAll(() => api.close());
 *
 *   const token = await api.login('approver@certify.test');    // password defaults to Certify@2026
 *   const res = await api.post('/searchRequestedCertificate', { page: 1 }, token);   // JSON body
 *   const res2 = await api.postForm('/bulkSignCertificate', { 'certificate[0]': 5 }, token); // form body
 *   const res3 = await api.get('/requestedCertificateView/1', token);
 *   res.status; res.body (parsed JSON, or Buffer for non-JSON); res.headers (Headers); res.text
 *   api.request('PUT', '/requestedCertificateReject/1',
 *     { token, body: {...} | form: {...} | multipart: FormData, headers })
 *   api.app (Fastify), api.url, api.db (Drizzle), api.database, api.events (EventBus), api.mailer.sent (memory:
 *   every e-mail the outbox delivered; each request waits for the delivery its commit woke)
 *   api.userId('signee1@certify.test') → id
 *   api.forgetPrincipals() after changing sessions, users or grants with SQL (the app keeps principals a few seconds)
 *   api.digest() → per-table digest of every row (dbDigest.ts): compare two to prove nothing changed
 *
 * Database: ONE in-memory PGlite per test file (vitest `pool: 'forks'`), or, when TEST_DATABASE_URL
 * is set (e.g. postgres://postgres@127.0.0.1:5432/test), a fresh database `<name>_w<pid>` created on
 * that server for this process and dropped on close. Either starts migrated and seeded, from the
 * dump or template database the run's global setup made (globalSetup.ts). Every `startTestApi()` and `reset()` empties
 * every table and re-seeds the demo data — from a snapshot the first seed left in that database
 * (resetDatabase.ts) — (users admin@, requisitioner@, approver@, signee1@,
 * signee2@ (password security on), printer@ `@certify.test`; certificates in every state).
 * Options: `startTestApi({ seed: false })` leaves the tables empty; `{ certificates: false }` seeds
 * without demo certificates; `{ logger: { level: 'info', stream } }` captures the app's log lines;
 * `{ keepData: true }` starts on the database as it is (a restarted app); `{ printJobs }` tunes the
 * print job runner (`deliver: false`: jobs stay queued until the test runs `dispatch()`).
 */
import { readFile } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { forgetRateLimitCounters } from '@certify/runtime';
import { TEST_GATEWAY_SECRET } from '@certify/runtime/testing';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database, type Db } from '../src/db/client.js';
import { EventBus } from '../src/live/eventBus.js';
import { createMemoryMailer, type MailMessage, type Mailer } from '../src/mail/mailer.js';
import { seedDemoData } from '../src/seed/seed.js';
import { DEMO_PASSWORD } from '../src/seed/people.js';
import { type DatabaseDigest, databaseDigest } from './dbDigest.js';
import type { TestDatabaseStart } from './globalSetup.js';
import { dropLeftoverDatabases } from './leftoverDatabases.js';
import { resetDatabase } from './resetDatabase.js';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else the raw bytes. */
  body: T;
  text: string;
}

export interface RequestOptions {
  token?: string;
  /** JSON body. */
  body?: unknown;
  /** Form-encoded body: keys sent as given (`'course_id[]': [1, 2]` repeats the key). */
  form?: Record<string, string | number | boolean | (string | number)[]>;
  multipart?: FormData;
  headers?: Record<string, string>;
}

export interface StartOptions {
  seed?: boolean;
  certificates?: boolean;
  config?: Partial<Config>;
  /** Fastify logger option (default off), e.g. `{ level: 'info', stream }` to capture log lines. */
  logger?: BuildAppOptions['logger'];
  /** Also deliver each e-mail through this transport (e.g. SMTP); `api.mailer.sent` records it once sent. */
  transport?: Mailer;
  /** false: e-mail stays queued in `mail_outbox` (tests that run their own dispatchers). */
  mailDispatch?: boolean;
  /** The webhook dispatcher's clock, jitter and switch (webhooks.test.ts moves the clock). */
  webhooks?: BuildAppOptions['webhooks'];
  /** How the app keeps principals (auth/principalCache.ts), e.g. a long `ttlMs` to see a drop is no expiry. */
  principals?: BuildAppOptions['principals'];
  /** The print job runner's switch, lease, retry wait, chunk size and threads (printJobs.test.ts). */
  printJobs?: BuildAppOptions['printJobs'];
  /** true: start on the shared database as it is (no reset): a second app, or a restarted one. */
  keepData?: boolean;
}

export interface TestApi {
  app: FastifyInstance;
  url: string;
  /** The PostgreSQL database this api runs on (TEST_DATABASE_URL's server), or null on PGlite. */
  databaseUrl: string | null;
  db: Db;
  database: Database;
  events: EventBus;
  mailer: Mailer & { sent: MailMessage[] };
  reset(opts?: Omit<StartOptions, 'config'>): Promise<void>;
  login(email: string, password?: string): Promise<string>;
  userId(email: string): Promise<number>;
  /**
   * Forgets the principals the app keeps a few seconds per token (auth/principalCache.ts): after a
   * test changes sessions, users or grants with SQL behind the api's back, as the api's own changes
   * do through the event bus.
   */
  forgetPrincipals(): void;
  /** A digest of every row of every table (see dbDigest.ts). */
  digest(): Promise<DatabaseDigest>;
  request<T = any>(method: string, path: string, opts?: RequestOptions): Promise<TestResponse<T>>;
  get<T = any>(path: string, token?: string): Promise<TestResponse<T>>;
  post<T = any>(path: string, body?: unknown, token?: string): Promise<TestResponse<T>>;
  postForm<T = any>(path: string, form: RequestOptions['form'], token?: string): Promise<TestResponse<T>>;
  close(): Promise<void>;
}

let shared: {
  database: Database;
  users: number;
  dropUrl: string | null;
  dbName: string | null;
  url: string | null;
} | null = null;

async function openSharedDatabase(): Promise<NonNullable<typeof shared>> {
  if (shared) return shared;
  const serverUrl = process.env.TEST_DATABASE_URL;
  // the migrated and seeded database the run's global setup left (globalSetup.ts), when it ran
  const start: TestDatabaseStart = inject('testDatabase') ?? {};
  if (!serverUrl) {
    const loadDataDir = start.pgliteDump ? new Blob([await readFile(start.pgliteDump)]) : undefined;
    shared = {
      database: await openDatabase('memory://', { loadDataDir }),
      users: 0,
      dropUrl: null,
      dbName: null,
      url: null,
    };
    return shared;
  }
  // A fresh database per test process on the server, so parallel test files never collide.
  const url = new URL(serverUrl);
  const base = (url.pathname.replace(/^\//, '') || 'test').replace(/[^a-zA-Z0-9_]/g, '_');
  const dbName = `${base}_w${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // databases of earlier runs whose process has ended go first (leftoverDatabases.ts)
    await dropLeftoverDatabases(admin, `${base}_w`);
    await admin.query(
      `CREATE DATABASE "${dbName}"${start.postgresTemplate ? ` TEMPLATE "${start.postgresTemplate}"` : ''}`,
    );
  } finally {
    await admin.end();
  }
  url.pathname = `/${dbName}`;
  shared = {
    database: await openDatabase(url.toString(), { poolSize: 5 }),
    users: 0,
    dropUrl: serverUrl,
    dbName,
    url: url.toString(),
  };
  return shared;
}

async function closeSharedDatabase(): Promise<void> {
  const s = shared;
  if (!s) return;
  shared = null;
  await s.database.close();
  if (s.dropUrl && s.dbName) {
    const admin = new pg.Client({ connectionString: s.dropUrl });
    await admin.connect();
    try {
      // Without FORCE (it would kill pool connections still closing, surfacing as unhandled
      // errors); retry while they finish.
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`DROP DATABASE IF EXISTS "${s.dbName}"`);
          break;
        } catch (err) {
          if (attempt >= 50) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    } catch {
      /* best effort: a leftover test database does not affect other runs */
    } finally {
      await admin.end();
    }
  }
}

function encodeForm(form: NonNullable<RequestOptions['form']>): string {
  const parts: string[] = [];
  for (const [k, v] of Object.entries(form)) {
    for (const item of Array.isArray(v) ? v : [v])
      parts.push(`${encodeURIComponent(k)}=${encodeURIComponent(String(item))}`);
  }
  return parts.join('&');
}

/** Starts the real app on 127.0.0.1 (random port) over the shared test database, freshly seeded. */
export async function startTestApi(opts: StartOptions = {}): Promise<TestApi> {
  process.env.NODE_ENV ??= 'test';
  const s = await openSharedDatabase();
  s.users++;
  const { database } = s;
  const db = database.db;
  // The gateway test stack speaks as the gateway with the same secret (gateway/test/support/stack.ts).
  const config: Config = { ...loadConfig({}), gatewaySecret: TEST_GATEWAY_SECRET, ...opts.config };
  const events = new EventBus(database.pool);
  const mailer = createMemoryMailer();
  const { transport } = opts;
  const delivery: Mailer = transport
    ? {
        async send(m) {
          await transport.send(m);
          await mailer.send(m);
        },
        close: () => transport.close?.(),
      }
    : mailer;

  let built: FastifyInstance | null = null;
  const reset = async (o: Omit<StartOptions, 'config'> = {}) => {
    // one transaction: every table emptied, then the seeded rows from the snapshot the first seed
    // left in this database (resetDatabase.ts)
    const kind = o.seed === false ? 'empty' : o.certificates === false ? 'nocerts' : 'full';
    // The counters this process keeps for the pool go with the rate_limits rows: test files share a
    // worker's database (--no-isolate), and one file's spent window must not refuse the next's.
    if (database.pool) await forgetRateLimitCounters(database.pool);
    await resetDatabase(database, kind, () => seedDemoData(db, { certificates: o.certificates }));
    // Sessions went with the tables: the app's kept principals go too (auth/principalCache.ts).
    built?.deps.principals.drop({ all: true });
    mailer.sent.length = 0;
  };
  if (!opts.keepData) await reset(opts);

  const app = await buildApp({
    database,
    config,
    events,
    mailer: delivery,
    mailDispatch: opts.mailDispatch,
    webhooks: opts.webhooks,
    principals: opts.principals,
    printJobs: opts.printJobs,
    logger: opts.logger ?? false,
  });
  built = app;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const request = async <T = any>(method: string, path: string, o: RequestOptions = {}): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = { ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body: BodyInit | undefined;
    if (o.multipart) body = o.multipart;
    else if (o.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = encodeForm(o.form);
    } else if (o.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.body);
    }
    const res = await fetch(url + path, { method, headers, body });
    const buf = Buffer.from(await res.arrayBuffer());
    // The e-mail a call queued (also from work it left running) has been attempted before the
    // test reads `api.mailer.sent`.
    await app.deps.background.idle();
    await app.deps.mailer.idle();
    const text = buf.toString('utf8');
    const isJson = (res.headers.get('content-type') ?? '').includes('application/json');
    return { status: res.status, headers: res.headers, body: (isJson && text ? JSON.parse(text) : buf) as T, text };
  };

  const api: TestApi = {
    app,
    url,
    databaseUrl: s.url,
    db,
    database,
    events,
    mailer,
    reset,
    async login(email, password = DEMO_PASSWORD) {
      const res = await request('POST', '/login', { body: { email, password } });
      if (res.status !== 200 || !res.body?.token) throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
      return res.body.token as string;
    },
    async userId(email) {
      const r = await db.execute<{ id: number }>(sql`SELECT id FROM users WHERE lower(email) = lower(${email})`);
      const id = r.rows[0]?.id;
      if (id === undefined) throw new Error(`no user ${email}`);
      return Number(id);
    },
    forgetPrincipals: () => app.deps.principals.drop({ all: true }),
    digest: () => databaseDigest(db),
    request,
    get: (path, token) => request('GET', path, { token }),
    post: (path, body, token) => request('POST', path, { token, body: body ?? {} }),
    postForm: (path, form, token) => request('POST', path, { token, form: form ?? {} }),
    async close() {
      await app.close();
      s.users--;
      if (s.users <= 0) await closeSharedDatabase();
    },
  };
  return api;
}
