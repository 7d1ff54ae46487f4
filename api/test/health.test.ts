/**
 * `/health` (alive) and `/ready` (the database answers, the render threads are warm), public on the api.
 * spec: api/CONTRACT.md "Health"; docs/operations.md.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database, Db } from '../src/db/client.js';
import * as schema from '../src/db/schema.js';
import { EventBus } from '../src/live/eventBus.js';
import { createMemoryMailer } from '../src/mail/mailer.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ certificates: false });
});
afterAll(async () => {
  await api?.close();
});

describe('GET /health and GET /ready', () => {
  it('both answer 200 without a token while the database answers', async () => {
    const health = await api.get('/health');
    expect([health.status, health.body]).toEqual([200, { status: 'ok' }]);
    const ready = await api.get('/ready');
    expect([ready.status, ready.body]).toEqual([200, { status: 'ok' }]);
  });

  it('/ready answers 503 with the reason when the database does not answer; /health stays 200', async () => {
    // a real PostgreSQL driver pointed at a port where nothing listens
    const pool = new pg.Pool({
      connectionString: 'postgres://postgres@127.0.0.1:1/none',
      connectionTimeoutMillis: 1000,
    });
    const database: Database = {
      db: drizzle(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      pool,
      pglite: null,
      close: () => pool.end(),
      withStartupLock: (work) => work(),
    };
    const app = await buildApp({
      database,
      config: loadConfig({}),
      events: new EventBus(null),
      mailer: createMemoryMailer(),
      logger: false,
    });
    try {
      const ready = await app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable', reason: 'the database failed (ECONNREFUSED)' });
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('GET /ready while the render threads warm up', () => {
  it('answers 503 "render threads warming up" until they are warm, then 200; /health answers throughout', async () => {
    const warming = await startTestApi({ certificates: false, printJobs: { warm: true, threads: 1 } });
    try {
      const early = await warming.get('/ready');
      expect([early.status, early.body]).toEqual([503, { status: 'unavailable', reason: 'render threads warming up' }]);
      expect((await warming.get('/health')).status).toBe(200);
      await warming.app.deps.printJobs.ready();
      const ready = await warming.get('/ready');
      expect([ready.status, ready.body]).toEqual([200, { status: 'ok' }]);
    } finally {
      await warming.close();
    }
  }, 60_000);
});
