/**
 * Prepares the database the test files start from (globalSetup.ts runs it as a process of its own:
 * in Vitest's main process pdf-lib would load twice, ESM and CommonJS, and the seed's printed
 * certificates could not be signed). Migrates, keeps both seeded states as snapshots
 * (resetDatabase.ts) and leaves the public schema seeded in full.
 *
 *   tsx -C development test/prepareTestDatabase.ts pglite <dump file>     (an in-memory PGlite, dumped)
 *   tsx -C development test/prepareTestDatabase.ts postgres <database url> (an empty database there)
 */
import { writeFile } from 'node:fs/promises';
import { openDatabase } from '../src/db/client.js';
import { seedDemoData } from '../src/seed/seed.js';
import { resetDatabase } from './resetDatabase.js';

const [kind, target] = process.argv.slice(2);
if ((kind !== 'pglite' && kind !== 'postgres') || !target) {
  console.error('usage: prepareTestDatabase.ts pglite <dump file> | postgres <database url>');
  process.exit(2);
}
const database = await openDatabase(kind === 'pglite' ? 'memory://' : target, { poolSize: 2 });
try {
  await resetDatabase(database, 'nocerts', () => seedDemoData(database.db, { certificates: false }));
  await resetDatabase(database, 'full', () => seedDemoData(database.db));
  if (kind === 'pglite') {
    const dump = await database.pglite!.dumpDataDir('none');
    await writeFile(target, Buffer.from(await dump.arrayBuffer()));
  }
} finally {
  await database.close();
}
