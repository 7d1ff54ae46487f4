/**
 * `npm run audit:verify`: verifies the hash-chained audit trail of the configured database
 * (docs/security.md "Audit trail"; docs/security.md "Audit trail"). Opens the database as the api does
 * (`DATABASE_URL`, else the PGlite data directory `data/pglite`), prints per table
 * `<table>: ok: N rows` or the first broken row, and exits 0 when every chain is intact, 1 when one
 * is broken or unguarded, 2 when the database cannot be read.
 *
 *   npm run audit:verify                       # the configured database
 *   npm run audit:verify -- --data-dir <dir>   # a PGlite data directory (DATABASE_URL unset)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { formatVerification, verifyAuditChain } from './verifyChain.js';

const USAGE = 'usage: npm run audit:verify [-- --data-dir <PGlite data directory>]';

/** Runs the verification with command-line `args`; answers the exit code. */
async function main(args: string[]): Promise<number> {
  // npm runs the script in api/: a relative directory is taken from where the command was typed.
  const from = process.env.INIT_CWD ?? process.cwd();
  let dataDir: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === '--data-dir' && args[i + 1]) dataDir = path.resolve(from, args[++i]!);
    else if (arg?.startsWith('--data-dir=')) dataDir = path.resolve(from, arg.slice('--data-dir='.length));
    else {
      console.error(arg === '--help' || arg === '-h' ? USAGE : `audit:verify: unknown argument ${arg}\n${USAGE}`);
      return arg === '--help' || arg === '-h' ? 0 : 2;
    }
  }
  const config = loadConfig();
  const dir = dataDir ?? config.dataDir;
  if (!config.databaseUrl && !existsSync(dir)) {
    // Opening would create an empty database, which verifies trivially.
    console.error(`audit:verify: no PGlite database at ${dir}`);
    return 2;
  }
  const database = await openDatabase(config.databaseUrl, { dataDir: dir, poolSize: 1 });
  try {
    const result = await verifyAuditChain(database.db);
    for (const line of formatVerification(result)) console.log(line);
    return result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(`audit:verify: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 2;
  },
);
