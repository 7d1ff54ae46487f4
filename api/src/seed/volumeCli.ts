/**
 * `npm run seed:volume -w api -- [certificates]` (default 100000): the demo data (unless the
 * database has users) and a register at scale (volume.ts) in the configured database
 * (`DATABASE_URL`, or PGlite in `DATA_DIR`), for benchmarks and trying the product at size. Never on
 * a database that matters: the volume's events carry no hash chain. Prints what it added as one
 * JSON line last. docs/architecture.md "Queries that scale".
 */
import { loadConfig } from '../config.js';
import { seedVolumeDatabase } from './volume.js';

const certificates = Number(process.argv[2] ?? 100_000);
if (!Number.isInteger(certificates) || certificates < 1) {
  console.error('seed:volume: give a whole number of certificates, e.g. 100000');
  process.exit(2);
}
const config = loadConfig();
const added = await seedVolumeDatabase(
  { url: config.databaseUrl ?? null, dataDir: config.databaseUrl ? null : config.dataDir },
  { certificates },
);
console.log(JSON.stringify(added));
