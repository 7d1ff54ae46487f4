/**
 * `npm run seed -w api`: seeds the demo data into the configured database, or refuses (exit 0 with
 * a message) when it already has users. spec: DESIGN.md "Data".
 */
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { isSeeded, seedDemoData } from './seed.js';

const config = loadConfig();
const database = await openDatabase(config.databaseUrl, { dataDir: config.dataDir });
try {
  if (await isSeeded(database.db)) {
    console.log('seed: the database already has users; nothing to do (refusing to seed twice).');
  } else {
    await seedDemoData(database.db, { publicUrl: config.publicUrl });
    console.log('seed: demo data inserted. Log in as admin@certify.test / Certify@2026.');
  }
} finally {
  await database.close();
}
