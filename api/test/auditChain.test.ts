/**
 * The append-only, hash-chained audit trail (docs/security.md "Audit trail" and "Done when": "A test alters
 * an audit row directly in the database and `npm run audit:verify` names it; the application
 * role's UPDATE/DELETE on the audit table fails"). Runs on PGlite and, with TEST_DATABASE_URL, on
 * PostgreSQL (where concurrent writers really race for the chain).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  APPEND_ONLY_MESSAGE,
  APPEND_ONLY_SQLSTATE,
  AUDIT_CHAIN_TABLES,
  type AuditChainTable,
  type AuditVerification,
  GENESIS_HASH,
  verifyAuditChain,
} from '../src/audit/verifyChain.js';
import { MIGRATIONS_FOLDER, openDatabase } from '../src/db/client.js';
import * as t from '../src/db/schema.js';
import { seedDemoData } from '../src/seed/seed.js';
import { startTestApi, type TestApi } from './harness.js';
import { WorkflowKit } from './workflowKit.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

let api: TestApi;
let kit: WorkflowKit;
let admin: string;

beforeAll(async () => {
  api = await startTestApi({ config: { rateLimitPerAddress: 1_000_000 } });
  kit = new WorkflowKit(api);
});
afterAll(() => api?.close());

const reset = async () => {
  await api.reset();
  kit.forget();
  admin = await api.login('admin@certify.test');
};

/** Runs raw SQL (as the test's superuser). */
const exec = (text: string) => api.db.execute(sql.raw(text));

/** Runs `statement` on `table` with its append-only trigger switched off (the owner's bypass). */
async function bypassAppendOnly(table: AuditChainTable, statement: string) {
  await exec(`ALTER TABLE ${table} DISABLE TRIGGER audit_append_only`);
  try {
    await exec(statement);
  } finally {
    await exec(`ALTER TABLE ${table} ENABLE TRIGGER audit_append_only`);
  }
}

/** The table's chain as stored, in chain order. */
async function chainOf(table: AuditChainTable) {
  const r = await api.db.execute<{ id: number; chain_seq: string; prev_hash: string; hash: string }>(
    sql`SELECT id, chain_seq, prev_hash, hash FROM ${sql.identifier(table)} ORDER BY chain_seq`,
  );
  return r.rows.map((row) => ({ ...row, id: Number(row.id), chain_seq: Number(row.chain_seq) }));
}

const rowCount = async (table: AuditChainTable) =>
  Number((await api.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`)).rows[0]!.n);

/** Expects `result` to be intact with each table's full row count. */
async function expectIntact(result: AuditVerification) {
  for (const table of AUDIT_CHAIN_TABLES) {
    const v = result.tables.find((x) => x.table === table)!;
    expect(v, table).toMatchObject({ broken: null, triggerProblems: [], rows: await rowCount(table) });
  }
  expect(result.ok).toBe(true);
}

/** Expects `p` to fail with the append-only error. */
async function expectAppendOnly(p: Promise<unknown>) {
  const err = (await p.then(
    () => null,
    (e: unknown) => e,
  )) as (Error & { cause?: { code?: string; message?: string } }) | null;
  expect(err, 'the change was accepted').not.toBeNull();
  const cause = err!.cause ?? (err as { code?: string; message?: string });
  expect(cause.code).toBe(APPEND_ONLY_SQLSTATE);
  expect(cause.message).toBe(APPEND_ONLY_MESSAGE);
}

/** Adds a staff user through the api (an administrative change: one audit_events row). */
async function addUser(n: number | string) {
  const body = {
    first_name: 'Audit',
    last_name: `Person ${n}`,
    email: `audit.person.${n}@certify.test`,
    mobile_number: '0400111222',
    password: 'Campus@2026',
    role_ids: [2],
  };
  const res = await api.post('/addUser', body, admin);
  expect(res.status, res.text).toBe(200);
  return api.userId(body.email);
}

/** Runs `npm run audit:verify -- <args>` from the repository root. */
function runCli(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'audit:verify', '--', ...args], { cwd: ROOT, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const envWithout = (...names: string[]) => {
  const env = { ...process.env };
  for (const n of names) delete env[n];
  return env;
};

describe('the chain as written', () => {
  beforeAll(reset);

  it('the demo data verifies: every row in id order, the first after 64 zeros', async () => {
    await expectIntact(await verifyAuditChain(api.db));
    const chain = await chainOf('certificate_events');
    expect(chain.length).toBeGreaterThan(10);
    expect(chain[0]!.prev_hash).toBe(GENESIS_HASH);
    chain.forEach((row, i) => {
      expect(row.chain_seq).toBe(i + 1);
      expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
      if (i > 0) expect(row.prev_hash).toBe(chain[i - 1]!.hash);
    });
  });

  it('workflow transitions and administrative changes extend the chains, which still verify', async () => {
    const before = await rowCount('certificate_events');
    await kit.create('printed');
    await kit.create('rejected', 'S');
    const userId = await addUser('a');
    const res = await api.request('DELETE', `/user/${userId}/delete`, { token: admin });
    expect(res.status, res.text).toBe(200);
    expect(await rowCount('certificate_events')).toBeGreaterThan(before + 5);
    const audit = await chainOf('audit_events');
    expect(audit.map((r) => r.chain_seq)).toEqual(audit.map((_, i) => i + 1));
    expect(audit.length).toBeGreaterThanOrEqual(2);
    await expectIntact(await verifyAuditChain(api.db));
  });

  it('a caller cannot choose its place or hashes; the session time zone does not change a hash', async () => {
    await api.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL TimeZone = 'Pacific/Chatham'`);
      await tx.insert(t.auditEvents).values({
        action: 'test.forged',
        subjectType: 'test',
        subjectId: '1',
        after: { note: 'ünïcödé ✓', nested: { a: null, b: [1, 2.5, 'x'] } },
        chainSeq: 1,
        prevHash: 'f'.repeat(64),
        hash: 'e'.repeat(64),
      });
    });
    const last = (await chainOf('audit_events')).at(-1)!;
    expect(last.chain_seq).toBe(await rowCount('audit_events'));
    expect(last.hash).not.toBe('e'.repeat(64));
    await expectIntact(await verifyAuditChain(api.db));
  });

  it('many concurrent transitions and administrative changes keep one unbroken chain per table', async () => {
    await kit.token('approver'); // one login, not twelve at once (the login throttle)
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push(await kit.create('requested'));
    const results = await Promise.all([
      ...ids.map((id) =>
        kit.post('approver', '/requestedCertificateApprove', { certificate_id: id, approve_comment: 'ok', fee_due: 0 }),
      ),
      ...[1, 2, 3, 4].map(async (n) => ({ status: (await addUser(`c${n}`)) > 0 ? 200 : 0, text: '' })),
    ]);
    for (const r of results) expect(r.status, r.text).toBe(200);
    await expectIntact(await verifyAuditChain(api.db));
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL: 60 racing transactions on 8 connections (some rolled back) leave no gap and no fork',
    async () => {
      const pool = new pg.Pool({ connectionString: api.databaseUrl!, max: 8 });
      try {
        const [cert] = await api.db.select({ id: t.certificates.id }).from(t.certificates).limit(1);
        const actorId = await api.userId('approver@certify.test');
        let committed = { events: 0, audit: 0 };
        await Promise.all(
          Array.from({ length: 60 }, async (_, i) => {
            const client = await pool.connect();
            try {
              await client.query('BEGIN');
              if (i % 2 === 0) {
                // a bulk statement: several rows under one lock, in insertion order
                await client.query(
                  `INSERT INTO certificate_events (certificate_id, action, actor_id, comment)
                   SELECT $1, 'printed', $2, 'race ' || g FROM generate_series(1, 3) g`,
                  [cert!.id, actorId],
                );
              } else {
                await client.query(
                  `INSERT INTO audit_events (action, subject_type, subject_id) VALUES ($1, 'test', $2)`,
                  ['test.race', String(i)],
                );
              }
              await client.query('SELECT pg_sleep(random() * 0.01)');
              const rollBack = i % 5 === 0;
              await client.query(rollBack ? 'ROLLBACK' : 'COMMIT');
              if (!rollBack) {
                if (i % 2 === 0) committed = { ...committed, events: committed.events + 3 };
                else committed = { ...committed, audit: committed.audit + 1 };
              }
            } finally {
              client.release();
            }
          }),
        );
        const raced = await api.db.execute<{ events: string; audit: string }>(sql`
          SELECT (SELECT count(*) FROM certificate_events WHERE comment LIKE 'race %') AS events,
                 (SELECT count(*) FROM audit_events WHERE action = 'test.race') AS audit`);
        expect(raced.rows[0]).toEqual({ events: String(committed.events), audit: String(committed.audit) });
        await expectIntact(await verifyAuditChain(api.db));
      } finally {
        await pool.end();
      }
    },
  );
});

describe('append-only', () => {
  beforeAll(reset);

  it('UPDATE and DELETE of either table fail with the append-only error, for every row or one', async () => {
    await addUser('u');
    for (const table of AUDIT_CHAIN_TABLES) {
      await expectAppendOnly(exec(`UPDATE ${table} SET created_at = created_at`));
      await expectAppendOnly(exec(`UPDATE ${table} SET action = 'x' WHERE id = (SELECT max(id) FROM ${table})`));
      await expectAppendOnly(exec(`DELETE FROM ${table} WHERE id = (SELECT min(id) FROM ${table})`));
    }
    await expectAppendOnly(api.db.update(t.auditEvents).set({ action: 'user.viewed' }));
    await expectAppendOnly(api.db.delete(t.certificateEvents));
    await expectIntact(await verifyAuditChain(api.db));
  });

  it('a certificate with history cannot be deleted (the cascade meets the trigger); nor a user who acted', async () => {
    const [ev] = await api.db.select().from(t.certificateEvents).orderBy(asc(t.certificateEvents.id)).limit(1);
    await expectAppendOnly(api.db.delete(t.certificates).where(eq(t.certificates.id, ev!.certificateId)));
    const users = await api.db.execute(sql`SELECT count(*) AS n FROM users WHERE id = ${ev!.actorId}`);
    const err = await api.db
      .delete(t.users)
      .where(eq(t.users.id, ev!.actorId))
      .then(
        () => null,
        (e: { cause?: { code?: string } }) => e,
      );
    expect(err?.cause?.code).toBe('23503'); // foreign_key_violation: the audit rows keep their actor
    expect(await api.db.execute(sql`SELECT count(*) AS n FROM users WHERE id = ${ev!.actorId}`)).toMatchObject({
      rows: users.rows,
    });
  });

  it('TRUNCATE still empties the tables (the test harness), and the chains start again at 1', async () => {
    await reset();
    const chain = await chainOf('certificate_events');
    expect(chain[0]).toMatchObject({ chain_seq: 1, prev_hash: GENESIS_HASH });
    expect(await rowCount('audit_events')).toBe(0);
    await expectIntact(await verifyAuditChain(api.db));
  });
});

describe('tampering is named', () => {
  beforeEach(reset);

  it('a row whose content was changed directly: content changed, at that row', async () => {
    const chain = await chainOf('certificate_events');
    const victim = chain[Math.floor(chain.length / 2)]!;
    await bypassAppendOnly(
      'certificate_events',
      `UPDATE certificate_events SET comment = 'edited' WHERE id = ${victim.id}`,
    );
    const result = await verifyAuditChain(api.db);
    expect(result.ok).toBe(false);
    expect(result.tables.find((x) => x.table === 'certificate_events')).toMatchObject({
      rows: victim.chain_seq - 1,
      broken: { id: victim.id, chainSeq: victim.chain_seq, kind: 'content_changed' },
      triggerProblems: [],
    });
    expect(result.tables.find((x) => x.table === 'audit_events')!.broken).toBeNull();
  });

  it('a changed prev_hash, a removed row and a row written past the trigger: each named', async () => {
    for (const n of [1, 2, 3, 4]) await addUser(`t${n}`);
    const audit = await chainOf('audit_events');
    expect(audit).toHaveLength(4);

    // prev_hash of the 2nd row
    await bypassAppendOnly(
      'audit_events',
      `UPDATE audit_events SET prev_hash = '${'a'.repeat(64)}' WHERE id = ${audit[1]!.id}`,
    );
    let v = (await verifyAuditChain(api.db)).tables.find((x) => x.table === 'audit_events')!;
    expect(v).toMatchObject({ rows: 1, broken: { id: audit[1]!.id, chainSeq: 2, kind: 'chain_broken' } });
    expect(v.broken!.detail).toContain('prev_hash');

    // restore it, then remove the 3rd row: the 4th names the gap
    await bypassAppendOnly(
      'audit_events',
      `UPDATE audit_events SET prev_hash = '${audit[0]!.hash}' WHERE id = ${audit[1]!.id}`,
    );
    await expectIntact(await verifyAuditChain(api.db));
    await bypassAppendOnly('audit_events', `DELETE FROM audit_events WHERE id = ${audit[2]!.id}`);
    v = (await verifyAuditChain(api.db)).tables.find((x) => x.table === 'audit_events')!;
    expect(v).toMatchObject({ rows: 2, broken: { id: audit[3]!.id, chainSeq: 4, kind: 'chain_broken' } });
    expect(v.broken!.detail).toContain('row 3 is missing');

    // a certificate event inserted with the chain trigger off
    await exec('ALTER TABLE certificate_events DISABLE TRIGGER audit_chain');
    try {
      await exec(`INSERT INTO certificate_events (certificate_id, action, actor_id)
                  SELECT certificate_id, 'printed', actor_id FROM certificate_events LIMIT 1`);
    } finally {
      await exec('ALTER TABLE certificate_events ENABLE TRIGGER audit_chain');
    }
    v = (await verifyAuditChain(api.db)).tables.find((x) => x.table === 'certificate_events')!;
    expect(v.broken).toMatchObject({ chainSeq: null, kind: 'not_chained' });
  });

  it('a disabled trigger is reported even while the chain is intact', async () => {
    await exec('ALTER TABLE audit_events DISABLE TRIGGER audit_append_only');
    try {
      const result = await verifyAuditChain(api.db);
      expect(result.ok).toBe(false);
      expect(result.tables.find((x) => x.table === 'audit_events')).toMatchObject({
        broken: null,
        triggerProblems: ['trigger audit_append_only is disabled'],
      });
    } finally {
      await exec('ALTER TABLE audit_events ENABLE TRIGGER audit_append_only');
    }
    expect((await verifyAuditChain(api.db)).ok).toBe(true);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'npm run audit:verify (DATABASE_URL = this PostgreSQL database): ok and exit 0, then names the altered row and exits 1',
    // two runs of the real command (npm, tsx): ~10 s on an idle machine, over 60 s on a busy one
    { timeout: 180_000 },
    async () => {
      const env = { ...process.env, DATABASE_URL: api.databaseUrl! };
      const good = await runCli([], env);
      expect(good.code, good.stderr).toBe(0);
      expect(good.stdout).toMatch(
        new RegExp(`certificate_events: ok: ${await rowCount('certificate_events')} rows \\(head [0-9a-f]{64}\\)`),
      );
      expect(good.stdout).toContain('audit_events: ok: 0 rows');

      const chain = await chainOf('certificate_events');
      const victim = chain[3]!;
      await bypassAppendOnly(
        'certificate_events',
        `UPDATE certificate_events SET to_status = 9 WHERE id = ${victim.id}`,
      );
      const bad = await runCli([], env);
      expect(bad.code, bad.stderr).toBe(1);
      expect(bad.stdout).toContain(
        `certificate_events: BROKEN at id ${victim.id} (chain_seq ${victim.chain_seq}): content changed`,
      );
    },
  );

  it('npm run audit:verify -- --data-dir <PGlite>: names the altered row and exits 1', {
    timeout: 180_000,
  }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'certify-audit-'));
    try {
      const database = await openDatabase(undefined, { dataDir: dir });
      let victim: { id: number; chain_seq: number };
      try {
        await seedDemoData(database.db, { templatePdfs: false });
        const r = await database.db.execute<{ id: number; chain_seq: number }>(
          sql`SELECT id, chain_seq FROM certificate_events ORDER BY chain_seq OFFSET 5 LIMIT 1`,
        );
        victim = { id: Number(r.rows[0]!.id), chain_seq: Number(r.rows[0]!.chain_seq) };
        await database.db.execute(sql`ALTER TABLE certificate_events DISABLE TRIGGER audit_append_only`);
        await database.db.execute(
          sql`UPDATE certificate_events SET created_at = created_at + interval '1 second' WHERE id = ${victim.id}`,
        );
        await database.db.execute(sql`ALTER TABLE certificate_events ENABLE TRIGGER audit_append_only`);
      } finally {
        await database.close();
      }
      const bad = await runCli(['--data-dir', dir], envWithout('DATABASE_URL'));
      expect(bad.code, bad.stderr).toBe(1);
      expect(bad.stdout).toContain(
        `certificate_events: BROKEN at id ${victim.id} (chain_seq ${victim.chain_seq}): content changed`,
      );
      expect(bad.stdout).toContain('audit_events: ok: 0 rows');

      const missing = await runCli(['--data-dir', path.join(dir, 'nothing-here')], envWithout('DATABASE_URL'));
      expect(missing.code).toBe(2);
      expect(missing.stderr).toContain('no PGlite database at');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('the migration', () => {
  beforeAll(reset);

  it('chains the rows written before it in id order (0008_audit_chain.sql run on unchained data)', async () => {
    for (const n of [1, 2]) await addUser(`m${n}`);
    await kit.create('issued');
    // Back to the state before 0008: no triggers, functions or indexes, no chain columns filled.
    for (const table of AUDIT_CHAIN_TABLES) {
      await exec(`DROP TRIGGER audit_chain ON ${table}`);
      await exec(`DROP TRIGGER audit_append_only ON ${table}`);
      await exec(`UPDATE ${table} SET chain_seq = NULL, prev_hash = NULL, hash = NULL`);
      await exec(`DROP INDEX ${table}_chain_seq_uq`);
    }
    for (const fn of ['audit_chain_append()', 'audit_chain_refuse_change()', 'audit_chain_hash(text, jsonb)'])
      await exec(`DROP FUNCTION ${fn}`);
    expect((await verifyAuditChain(api.db)).ok).toBe(false);

    const migration = readFileSync(path.join(MIGRATIONS_FOLDER, '0008_audit_chain.sql'), 'utf8');
    await api.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL TimeZone = 'America/St_Johns'`);
      for (const statement of migration.split('--> statement-breakpoint')) await tx.execute(sql.raw(statement));
    });

    await expectIntact(await verifyAuditChain(api.db));
    for (const table of AUDIT_CHAIN_TABLES) {
      const chain = await chainOf(table);
      expect(chain.map((r) => r.id)).toEqual([...chain.map((r) => r.id)].sort((a, b) => a - b));
      expect(chain.map((r) => r.chain_seq)).toEqual(chain.map((_, i) => i + 1));
    }
    // and the triggers are back: the next rows follow, changes are refused
    await addUser('m3');
    await expectAppendOnly(exec('DELETE FROM audit_events'));
    await expectIntact(await verifyAuditChain(api.db));
  });
});
