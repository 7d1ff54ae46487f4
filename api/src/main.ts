/**
 * Starts the api: validates the environment (exits 1 naming a bad variable before anything
 * listens), checks its port is free, opens (and migrates) the database, makes the modules and roles
 * when missing and, on an empty database where `SEED_DEMO` allows it (by default the embedded one
 * only), seeds the demo data; under NODE_ENV=production refuses (exit 1) while an active account
 * still has the demo password; listens and reports it (stdout, and IPC to scripts/start.mjs with
 * the demo logins that work), and shuts down gracefully on SIGINT/SIGTERM.
 * spec: DESIGN.md "Architecture", "Data"; docs/operations.md "Running several instances".
 */
import { assertPortFree, exitOnStartupFailure, listen, reportListening, StartupError } from '@certify/runtime';
import { openDatabase, type Database } from './db/client.js';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { isSeeded, seedDemoData } from './seed/seed.js';
import { ensureFoundation } from './auth/foundation.js';
import { accountsWithDemoPassword, demoPasswordRefusal } from './seed/demoPasswords.js';
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
    // PostgreSQL seed and make keys once (docs/operations.md "Running several instances").
    await database.withStartupLock(async () => {
      if (config.seedDemo && !(await isSeeded(db))) {
        await seedDemoData(db, { publicUrl: config.publicUrl });
        console.log('api: seeded demo data (users @certify.test, password Certify@2026)');
      } else if (await ensureFoundation(db)) {
        console.log('api: made the modules and roles of a new database (no demo data: see `npm run admin:create`)');
      }
      // docs/verification.md: certificates issued before verification codes existed get one (idempotent).
      const coded = await backfillVerificationCodes(db);
      if (coded > 0) console.log(`api: gave ${coded} issued certificate(s) a verification code`);
      // docs/verification.md "Verifiable credentials": the organisation's Ed25519 key for verifiable credentials (made lazily too).
      if (await ensureCredentialKey(db)) console.log('api: made the credential-signing key (Ed25519)');
      // docs/security.md "Signed PDFs": the organisation's self-signed PDF signing certificate, until one is uploaded.
      if (await ensureSigningKey(db)) console.log('api: made a self-signed PDF signing certificate');
    });
    // docs/architecture.md "Queries that scale": the demo accounts' password is published; production never runs with one.
    const demoLogins = await accountsWithDemoPassword(db);
    if (config.production && demoLogins.length > 0) throw new StartupError(demoPasswordRefusal(demoLogins));
    // docs/architecture.md "Bulk work off the request path": the render threads of print jobs start (and warm up) with the api.
    const app = await buildApp({ database, config, printJobs: { warm: true } });
    const url = await listen(app, config.host, config.port).catch(async (err: unknown) => {
      await app.close();
      throw err;
    });
    handleSignals(async () => {
      await app.close();
      await database?.close();
    });
    // Reported once it can serve a print at once too (`/ready` answers 503 until then).
    await app.deps.printJobs.ready();
    reportListening('api', url, `(database: ${database.kind})`, { demoLogins });
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
