/**
 * `node api/dist/seed/issuedCertificatesCli.js <count>`: prepares a benchmark's database before its
 * api starts (PGlite allows one process at a time; docs/benchmarks.md,
 * tests/bench/bulkPrint.bench.ts): opens and migrates the database of `DATABASE_URL` (PostgreSQL) or
 * `DATA_DIR` (PGlite), seeds the demo data when it has none, adds `<count>` issued certificates
 * (issuedCertificates.ts) and prints their ids as one JSON array on stdout.
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { addIssuedCertificates } from './issuedCertificates.js';
import { isSeeded, seedDemoData } from './seed.js';

const count = Number(process.argv[2]);
if (!Number.isInteger(count) || count < 1) {
  console.error('usage: issuedCertificatesCli.js <count>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config.databaseUrl, { dataDir: config.dataDir });
try {
  if (!(await isSeeded(database.db))) await seedDemoData(database.db, { publicUrl: config.publicUrl });
  console.log(JSON.stringify(await addIssuedCertificates(database.db, count)));
} finally {
  await database.close();
}
