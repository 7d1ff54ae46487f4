/**
 * Starts the api: opens (and migrates) the database, seeds the demo data on first start, listens,
 * and shuts down gracefully on SIGINT/SIGTERM. spec: DESIGN.md "Architecture", "Data".
 */
import { openDatabase } from './db/client.js';
import { loadConfig } from './config.js';
import { buildApp } from './app.js';
import { isSeeded, seedDemoData } from './seed/seed.js';

/** Runs the api service until signalled. spec: DESIGN.md "Architecture". */
export async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.databaseUrl, { dataDir: config.dataDir });
  if (!(await isSeeded(database.db))) {
    await seedDemoData(database.db);
    console.log('api: seeded demo data (users @certify.test, password Certify@2026)');
  }
  const app = await buildApp({ database, config });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`api: listening on http://${config.host}:${port} (database: ${database.kind})`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`api: ${signal} received, finishing in-flight requests…`);
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((err) => {
  console.error('api: failed to start', err);
  process.exit(1);
});
