/**
 * Starts the api: validates the environment (exits 1 naming a bad variable before anything
 * listens), checks its port is free, opens (and migrates) the database, seeds the demo data on
 * first start, listens and reports it (stdout, and IPC to scripts/start.mjs), and shuts down
 * gracefully on SIGINT/SIGTERM. spec: DESIGN.md "Architecture", "Data".
 */
import { assertPortFree, exitOnStartupFailure, listen, reportListening } from '@certify/runtime';
import { openDatabase, type Database } from './db/client.js';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { isSeeded, seedDemoData } from './seed/seed.js';
import { backfillVerificationCodes } from './verification/backfill.js';
import { ensureCredentialKey } from './credentials/keys.js';
import { ensureSigningKey } from './signing/keys.js';

/** Runs the api service until signalled. spec: DESIGN.md "Architecture". */
export async function main(): Promise<void> {
  const config = loadConfig();
  // Fail in milliseconds on an occupied port, before the database (PGlite is single-process) opens.
  await assertPortFree(config.host, config.port);
  let database: Database | undefined;
  try {
    database = await openDatabase(config.databaseUrl, { dataDir: config.dataDir });
    const db = database.db;
    // Start-up work that writes runs under the start-up lock: instances starting together on one
    // PostgreSQL seed and make keys once (issue 13 "Several instances").
    await database.withStartupLock(async () => {
      if (!(await isSeeded(db))) {
        await seedDemoData(db, { publicUrl: config.publicUrl });
        console.log('api: seeded demo data (users @certify.test, password Certify@2026)');
      }
      // issue 12: certificates issued before verification codes existed get one (idempotent).
      const coded = await backfillVerificationCodes(db);
      if (coded > 0) console.log(`api: gave ${coded} issued certificate(s) a verification code`);
      // issue 12: the organisation's Ed25519 key for verifiable credentials (made lazily too).
      if (await ensureCredentialKey(db)) console.log('api: made the credential-signing key (Ed25519)');
      // issue 12: the organisation's self-signed PDF signing certificate, until one is uploaded.
      if (await ensureSigningKey(db)) console.log('api: made a self-signed PDF signing certificate');
    });
    const app = await buildApp({ database, config });
    const url = await listen(app, config.host, config.port).catch(async (err: unknown) => {
      await app.close();
      throw err;
    });
    reportListening('api', url, `(database: ${database.kind})`);
    handleSignals(async () => {
      await app.close();
      await database?.close();
    });
  } catch (err) {
    await database?.close().catch(() => {});
    throw err;
  }
}

/** On the first SIGINT/SIGTERM: finish in-flight requests, close, exit 0. */
function handleSignals(close: () => Promise<void>): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`api: ${signal} received, finishing in-flight requests…`);
    try {
      await close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err: unknown) => exitOnStartupFailure('api', err));
