/**
 * The real product for a benchmark (docs/benchmarks.md): the built api
 * (`api/dist/main.js`) and, when asked, the built gateway (`gateway/dist/main.js`) as child
 * processes on loopback ports the system picks, on a database of the benchmark's own
 * (./database.ts), each reporting its URL over IPC (runtime/src/startupReport.ts) and waited for on
 * `/ready`. `npm run bench` builds first; a script run alone needs `npx turbo run build`.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVICE_NODE_OPTIONS } from '@certify/runtime';
import type { BenchDatabase } from './database';

/** The repository's root folder. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** One started server process. */
export interface ServerProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Its resident set size now, in bytes (Linux /proc). */
  rss(): number;
  /** Stops it (SIGTERM, then SIGKILL after 15 s). */
  stop(): Promise<void>;
}

/** The started product. */
export interface Stack {
  api: ServerProcess;
  /** Only when started with `gateway: true`. */
  gateway: ServerProcess | null;
  /** The shared secret both were started with (a caller proving to be the gateway sends it). */
  gatewaySecret: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  database: BenchDatabase;
  /** Also start the gateway (default false). */
  gateway?: boolean;
  /** More environment for both. */
  env?: Record<string, string>;
  /**
   * Environment for the api only / the gateway only: `{ NODE_ENV: 'production' }` (Apollo's faster
   * mode) goes in `gatewayEnv` — the api refuses SEED_DEMO and the demo password under production.
   */
  apiEnv?: Record<string, string>;
  gatewayEnv?: Record<string, string>;
  /** Print the processes' output (default: only stderr). */
  verbose?: boolean;
}

/** Resident set size of process `pid` in bytes, from /proc/<pid>/status (VmRSS). */
export function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status);
  return kb ? Number(kb[1]) * 1024 : 0;
}

/** Generous limits for a benchmark's own traffic: the limits themselves are not what is measured. */
const UNLIMITED = {
  RATE_LIMIT_ADDRESS: '1000000',
  RATE_LIMIT_PRINCIPAL: '1000000',
  RATE_LIMIT_COST: '1000000000',
  API_RATE_LIMIT_ADDRESS: '1000000',
  THROTTLE_ADDRESS_LIMIT: '1000000',
};

async function startProcess(name: 'api' | 'gateway', env: NodeJS.ProcessEnv, verbose: boolean): Promise<ServerProcess> {
  const script = path.join(repoRoot, name, 'dist', 'main.js');
  if (!existsSync(script)) throw new Error(`${script} is missing: run \`npx turbo run build\` first`);
  // BENCH_PROFILE_DIR: the process (and each of its threads) writes a V8 CPU profile there on exit;
  // BENCH_NODE_ARGS: more Node options (space-separated), e.g. `--single-threaded-gc`.
  const profileDir = process.env.BENCH_PROFILE_DIR;
  const child = fork(script, [], {
    cwd: repoRoot,
    env,
    execArgv: [
      ...SERVICE_NODE_OPTIONS[name],
      ...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []),
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir, name)}`] : []),
    ],
    stdio: ['ignore', verbose ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (m: { type?: string; url?: string; reason?: string }) => {
      if (m?.type === 'listening' && m.url) resolve(m.url);
      if (m?.type === 'failed') reject(new Error(`${name} did not start: ${m.reason}`));
    });
    child.once('exit', (code) => reject(new Error(`${name} exited with code ${code} while starting`)));
  });
  for (let i = 0; ; i++) {
    const ok = await fetch(`${url}/ready`)
      .then((r) => r.status === 200)
      .catch(() => false);
    if (ok) break;
    if (i > 600) throw new Error(`${name} at ${url} never became ready`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    child,
    rss: () => rssOf(pid),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * Starts the api (migrating and seeding the demo data on first start: `SEED_DEMO=1`) and, with
 * `gateway: true`, the gateway in front of it. Rate limits are lifted: a benchmark measures speed.
 */
export async function startStack(opts: StackOptions): Promise<Stack> {
  const gatewaySecret = randomBytes(32).toString('base64url');
  const { DATABASE_URL: _ignored, TEST_DATABASE_URL: _alsoIgnored, ...inherited } = process.env;
  const common: NodeJS.ProcessEnv = {
    ...inherited,
    ...UNLIMITED,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    GATEWAY_SECRET: gatewaySecret,
    SEED_DEMO: '1',
    ...opts.database.env,
    ...opts.env,
  };
  const verbose = opts.verbose ?? false;
  const api = await startProcess('api', { ...common, API_PORT: '0', PORT: '0', ...opts.apiEnv }, verbose);
  let gateway: ServerProcess | null = null;
  if (opts.gateway) {
    try {
      gateway = await startProcess(
        'gateway',
        { ...common, PORT: '0', API_PORT: '0', CERT_API_URL: api.url, ...opts.gatewayEnv },
        verbose,
      );
    } catch (err) {
      await api.stop();
      throw err;
    }
  }
  return {
    api,
    gateway,
    gatewaySecret,
    stop: async () => {
      await gateway?.stop();
      await api.stop();
    },
  };
}
