/**
 * Verifies the hash-chained audit trail (docs/security.md "Audit trail": "`npm run audit:verify` walks the
 * chain and names the first broken row"; docs/security.md "Audit trail").
 *
 * `certificate_events` and `audit_events` each form one chain, written by the database itself:
 * a BEFORE INSERT trigger (api/drizzle/0008_audit_chain.sql, `audit_chain_append`) gives row n
 * `chain_seq` n, `prev_hash` the hash of row n-1 (64 zeros for row 1) and
 * `hash` = SHA-256(prev_hash || '\n' || the row's content), and another trigger refuses every UPDATE
 * and DELETE. This module recomputes each row's hash in SQL with its own copy of the expression
 * (it does not call the database's `audit_chain_hash`, so a replaced function cannot vouch for
 * itself), walks each table by `chain_seq` and stops at the first row that does not fit.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';

/** The tables that carry a hash chain. */
export const AUDIT_CHAIN_TABLES = ['certificate_events', 'audit_events'] as const;
export type AuditChainTable = (typeof AUDIT_CHAIN_TABLES)[number];

/** `prev_hash` of the first row of a chain. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * What the append-only trigger raises on UPDATE or DELETE of an audit row: SQLSTATE 2F003
 * (`prohibited_sql_statement_attempted`) with this message.
 */
export const APPEND_ONLY_SQLSTATE = '2F003';
export const APPEND_ONLY_MESSAGE = 'audit rows are append-only';

/** The triggers each chained table must have, enabled (0008_audit_chain.sql). */
export const AUDIT_CHAIN_TRIGGERS = ['audit_chain', 'audit_append_only'] as const;

/** Rows read per query while walking a chain. */
const BATCH = 2000;

/**
 * The row's hash as the trigger computes it, over the row `t` (every column but hash and
 * prev_hash, null fields left out, timestamps in UTC: the caller sets the time zone).
 * Must stay identical to `audit_chain_hash` in api/drizzle/0008_audit_chain.sql.
 */
const EXPECTED_HASH = sql.raw(
  `encode(sha256(convert_to(t.prev_hash || E'\\n' || jsonb_strip_nulls(to_jsonb(t) - 'hash' - 'prev_hash')::text, 'UTF8')), 'hex')`,
);

/** Why a row breaks its chain. */
export type ChainBreakKind =
  /** The row's hash does not match its content: the row was changed after it was written. */
  | 'content_changed'
  /** The row does not follow the previous one: a row was removed, inserted or its prev_hash changed. */
  | 'chain_broken'
  /** The row has no place in the chain (no chain_seq or hash): it was written without the trigger. */
  | 'not_chained';

/** The first row of a table that does not verify. */
export interface ChainBreak {
  id: number;
  chainSeq: number | null;
  kind: ChainBreakKind;
  /** What is wrong, in words (printed by the CLI). */
  detail: string;
}

/** The verification of one table. */
export interface TableVerification {
  table: AuditChainTable;
  /** Rows verified (before the break, if any). */
  rows: number;
  /** The hash of the last verified row (the chain's head when intact), null when none. */
  lastHash: string | null;
  /** The first broken row, or null. */
  broken: ChainBreak | null;
  /** Missing or disabled triggers (the table is then no longer append-only or chained). */
  triggerProblems: string[];
}

/** The verification of every chained table; `ok` when every chain is intact and guarded. */
export interface AuditVerification {
  ok: boolean;
  tables: TableVerification[];
}

interface ChainRow extends Record<string, unknown> {
  id: number;
  chain_seq: string | number | null;
  prev_hash: string | null;
  hash: string | null;
  expected: string | null;
}

/**
 * Walks every chained table (docs/security.md "Audit trail") in one read-only snapshot and returns, per
 * table, the rows verified and the first broken row. Read-only: nothing is written.
 */
export async function verifyAuditChain(db: Db): Promise<AuditVerification> {
  // One snapshot for the whole walk; timestamps render in UTC, as the trigger rendered them.
  const tables = await db.transaction(
    async (tx) => {
      await tx.execute(sql`SELECT set_config('TimeZone', 'UTC', true)`);
      const out: TableVerification[] = [];
      for (const table of AUDIT_CHAIN_TABLES) {
        const walk = await walkTable(tx, table);
        out.push({ table, ...walk, triggerProblems: await checkTriggers(tx, table) });
      }
      return out;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  return { ok: tables.every((t) => t.broken === null && t.triggerProblems.length === 0), tables };
}

async function walkTable(
  db: Tx,
  table: AuditChainTable,
): Promise<Omit<TableVerification, 'table' | 'triggerProblems'>> {
  const name = sql.identifier(table);
  let rows = 0;
  let lastHash: string | null = null;
  let prevHash = GENESIS_HASH;
  let lastSeq = 0;
  for (;;) {
    const batch = await db.execute<ChainRow>(sql`
      SELECT t.id, t.chain_seq, t.prev_hash, t.hash, ${EXPECTED_HASH} AS expected
        FROM ${name} AS t
       WHERE t.chain_seq > ${lastSeq}
       ORDER BY t.chain_seq
       LIMIT ${BATCH}`);
    for (const row of batch.rows) {
      const broken = checkRow(row, lastSeq + 1, prevHash);
      if (broken) return { rows, lastHash, broken };
      rows++;
      lastSeq++;
      prevHash = row.hash!;
      lastHash = row.hash;
    }
    if (batch.rows.length < BATCH) break;
  }
  // Rows outside the chain (chain_seq null, or at or below 0) were written past the trigger.
  const stray = await db.execute<ChainRow>(sql`
    SELECT t.id, t.chain_seq, t.prev_hash, t.hash, NULL AS expected
      FROM ${name} AS t
     WHERE t.chain_seq IS NULL OR t.chain_seq < 1
     ORDER BY t.id
     LIMIT 1`);
  const row = stray.rows[0];
  if (row) {
    const seq = row.chain_seq === null ? null : Number(row.chain_seq);
    const broken: ChainBreak = {
      id: Number(row.id),
      chainSeq: seq,
      kind: 'not_chained',
      detail: `not chained: chain_seq is ${seq ?? 'null'} (written without the audit_chain trigger)`,
    };
    return { rows, lastHash, broken };
  }
  return { rows, lastHash, broken: null };
}

/** The break `row` makes when it should be at `seq` after a row hashed `prevHash`, or null. */
function checkRow(row: ChainRow, seq: number, prevHash: string): ChainBreak | null {
  const id = Number(row.id);
  const chainSeq = Number(row.chain_seq);
  if (chainSeq !== seq) {
    return {
      id,
      chainSeq,
      kind: 'chain_broken',
      detail: `chain broken: chain_seq ${chainSeq} where ${seq} was expected (row ${seq} is missing)`,
    };
  }
  if (row.prev_hash !== prevHash) {
    return {
      id,
      chainSeq,
      kind: 'chain_broken',
      detail: `chain broken: prev_hash does not match the hash of the previous row (chain_seq ${seq - 1})`,
    };
  }
  if (row.hash === null || row.hash !== row.expected) {
    return {
      id,
      chainSeq,
      kind: 'content_changed',
      detail: "content changed: the row's hash does not match its content",
    };
  }
  return null;
}

/** The missing or disabled chain triggers of `table`. */
async function checkTriggers(db: Tx, table: AuditChainTable): Promise<string[]> {
  const found = await db.execute<{ tgname: string; tgenabled: string }>(sql`
    SELECT tgname, tgenabled FROM pg_trigger
     WHERE tgrelid = to_regclass(${table}) AND NOT tgisinternal`);
  const byName = new Map(found.rows.map((r) => [r.tgname, r.tgenabled]));
  const problems: string[] = [];
  for (const name of AUDIT_CHAIN_TRIGGERS) {
    const state = byName.get(name);
    if (state === undefined) problems.push(`trigger ${name} is missing`);
    else if (state === 'D') problems.push(`trigger ${name} is disabled`);
  }
  return problems;
}

/**
 * The CLI's lines for `result`: per table `<table>: ok: N rows` (with the chain's head, worth noting
 * down: removing the newest rows can only be seen against it), or the first broken row.
 */
export function formatVerification(result: AuditVerification): string[] {
  const lines: string[] = [];
  for (const t of result.tables) {
    if (t.broken) {
      const b = t.broken;
      lines.push(
        `${t.table}: BROKEN at id ${b.id} (chain_seq ${b.chainSeq ?? 'null'}): ${b.detail}; ${t.rows} rows before it verify`,
      );
    } else {
      lines.push(`${t.table}: ok: ${t.rows} rows${t.lastHash ? ` (head ${t.lastHash})` : ''}`);
    }
    for (const p of t.triggerProblems) lines.push(`${t.table}: NOT GUARDED: ${p}`);
  }
  return lines;
}
