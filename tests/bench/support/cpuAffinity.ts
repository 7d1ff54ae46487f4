/**
 * Cores of its own for one process of a benchmark (docs/architecture.md "A gateway that adds nothing"): the
 * gateway is a tier of its own (DESIGN.md "Architecture": `CERT_API_URL` points it at another
 * host), so gateway.bench.ts also measures it the way it is deployed, on a core the api, its
 * PostgreSQL and the load generator do not use.
 *
 * Pins with util-linux `taskset` (every thread: `-a`). PostgreSQL's processes on this machine
 * (the postmaster, so that the backends it forks later follow, and its running backends) move with
 * the api; a server elsewhere (no local `postgres` process) is left alone. `restore()` gives every
 * pinned process, and every PostgreSQL process, all the machine's cores back.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus } from 'node:os';

/** The two sides of the split: the cores of the tier under test, and the rest. */
export interface CoreSplit {
  /** Cores of the process measured alone (the gateway). */
  own: string;
  /** Cores of everything else: the api, PostgreSQL and the load generator. */
  rest: string;
  /** Gives every process moved here all the machine's cores back (and PostgreSQL's, all of them). */
  restore(): void;
}

/** Pins process `pid` (all its threads) to `cores` ("0", "1-3"); throws when taskset cannot. */
function pin(pid: number, cores: string): void {
  execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cores, String(pid)], { stdio: 'ignore' });
}

/** The process ids of PostgreSQL on this machine (postmaster and backends); none when it runs elsewhere. */
function postgresProcesses(): number[] {
  try {
    return execFileSync('pgrep', ['-x', 'postgres'], { encoding: 'utf8' }).trim().split('\n').map(Number);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
}

/**
 * Pins `alone` to the machine's last core and `others` (plus this process, the load generator,
 * and PostgreSQL's local processes) to the rest. Answers `{ unavailable }`, and changes nothing, when
 * the machine has one core or taskset is missing or not allowed (e.g. PostgreSQL runs as another
 * user and this is not root): the caller prints why the reading is absent. Until `restore()`, a
 * SIGINT or SIGTERM gives the cores back before the signal ends this process, so an interrupted
 * benchmark does not leave the machine's PostgreSQL on one core.
 */
export function splitCores(alone: number, others: readonly number[]): CoreSplit | { unavailable: string } {
  // The machine's cores, not this process's: once this process is pinned, availableParallelism() counts only its own.
  const cores = cpus().length;
  const allCores = `0-${cores - 1}`;
  if (cores < 2) return { unavailable: 'the machine has one core' };
  const own = String(cores - 1);
  const rest = cores === 2 ? '0' : `0-${cores - 2}`;
  const moved = [alone, ...others, process.pid];
  const restore = () => {
    process.off('SIGINT', onSignal).off('SIGTERM', onSignal);
    for (const pid of [...moved, ...postgresProcesses()]) {
      try {
        pin(pid, allCores);
      } catch {
        // the process has ended
      }
    }
  };
  function onSignal(signal: NodeJS.Signals): void {
    restore();
    process.kill(process.pid, signal); // no listener left: the signal's default, the process ends
  }
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal);
  try {
    pin(alone, own);
    for (const pid of [...others, process.pid]) pin(pid, rest);
    for (const pid of postgresProcesses()) {
      try {
        pin(pid, rest);
      } catch (err) {
        if (existsSync(`/proc/${pid}`)) throw err; // else the backend ended since pgrep listed it
      }
    }
  } catch (err) {
    restore();
    return { unavailable: `taskset could not pin: ${(err as Error).message.split('\n')[0]}` };
  }
  return { own, rest, restore };
}
