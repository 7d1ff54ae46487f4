import type pg from 'pg';

/** Whether a process of this machine with this pid still runs (signal 0 checks without sending). */
function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but is someone else's
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Drops the test databases named `<prefix><pid>…` whose process has ended (runs killed before
 * their teardown). A live process's database stays, even one just created and not yet connected
 * to: the api and gateway suites' workers make theirs side by side on one server.
 */
export async function dropLeftoverDatabases(admin: pg.Client, prefix: string): Promise<void> {
  const like = `${prefix.replaceAll('_', '\\_')}%`;
  const found = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [like]);
  for (const { datname } of found.rows) {
    const pid = Number(/^(\d+)/.exec(datname.slice(prefix.length))?.[1]);
    if (Number.isInteger(pid) && processIsAlive(pid)) continue;
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
  }
}
