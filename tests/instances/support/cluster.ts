/**
 * Several Certify instances on one PostgreSQL (docs/operations.md "Running several instances"): a
 * new database on TEST_DATABASE_URL's server, and the real built processes — `node api/dist/main.js`
 * and `node gateway/dist/main.js` — each gateway pointing at its own api, all sharing the database
 * and one GATEWAY_SECRET, as behind a load balancer (the gateways believe its X-Forwarded-For).
 * Each process reports where it listens over IPC (runtime/src/startupReport.ts), so every port is
 * chosen by the system; an api can be killed (SIGKILL) and started again on its own port.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** One started process: where it listens (once it said so), its output, how it ended. */
export interface Started {
  readonly name: string;
  readonly child: ChildProcess;
  /** Resolves with its URL once it reported listening; rejects when it exits first. */
  readonly listening: Promise<string>;
  /** stdout and stderr so far (for failure messages). */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal) and the signal. */
  readonly ended: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `script` (relative to the repository) as `name` with `env`; it reports over IPC. */
export function startProcess(name: string, script: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, [path.join(ROOT, script)], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const listening = new Promise<string>((resolve, reject) => {
    child.on('message', (message: { type?: string; url?: string }) => {
      if (message?.type === 'listening' && message.url) resolve(message.url);
    });
    void ended.then(({ code, signal }) =>
      reject(new Error(`${name} exited (${signal ?? `code ${code}`}) before listening:\n${output}`)),
    );
  });
  listening.catch(() => {}); // the caller awaits it; an exit after listening is not an error here
  return { name, child, listening, ended, output: () => output };
}

/** A new database on the PostgreSQL server `serverUrl`; `drop()` removes it. */
export async function newDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `certify_instances_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** One api and the gateway in front of it. */
export interface Instance {
  readonly label: string;
  api: Started;
  gateway: Started;
  apiUrl: string;
  gatewayUrl: string;
  /** The api's environment (its port fixed once known, so a restart listens where the gateway calls). */
  apiEnv: Record<string, string>;
}

export interface ClusterOptions {
  /** The PostgreSQL server (TEST_DATABASE_URL); a database of its own is made there. */
  serverUrl: string;
  /** Extra environment of every api (SMTP, webhooks). */
  apiEnv?: Record<string, string>;
  /** Extra environment of every gateway (rate limits). */
  gatewayEnv?: Record<string, string>;
}

/** Every process of the cluster, its database and how to stop it all. */
export interface Cluster {
  readonly databaseUrl: string;
  readonly instances: readonly [Instance, Instance];
  /** SIGKILLs `instance`'s api (no clean-up of any kind) and waits until it is gone. */
  killApi(instance: Instance): Promise<void>;
  /** Starts `instance`'s api again with its environment and port; resolves once it listens. */
  restartApi(instance: Instance): Promise<void>;
  /** Stops every process (SIGTERM, then SIGKILL) and drops the database. */
  stop(): Promise<void>;
}

async function stopProcess(p: Started): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), 15_000);
  await p.ended;
  clearTimeout(timer);
}

/**
 * Starts two apis together on one new database (they migrate and seed it once, under the
 * start-up lock), then a gateway in front of each. The demo data is loaded (`SEED_DEMO=1`).
 */
export async function startCluster(opts: ClusterOptions): Promise<Cluster> {
  const database = await newDatabase(opts.serverUrl);
  const secret = randomBytes(32).toString('base64url');
  const common = {
    HOST: '127.0.0.1',
    DATABASE_URL: database.url,
    GATEWAY_SECRET: secret,
    LOG_LEVEL: 'warn',
  };
  const apiEnv = { ...common, API_PORT: '0', SEED_DEMO: '1', ...opts.apiEnv };
  const processes: Started[] = [];
  const stop = async () => {
    await Promise.all([...processes].reverse().map(stopProcess));
    await database.drop();
  };
  try {
    const apis = ['A', 'B'].map((label) => startProcess(`api ${label}`, 'api/dist/main.js', apiEnv));
    processes.push(...apis);
    const apiUrls = await Promise.all(apis.map((a) => a.listening));
    const instances = apis.map((api, i): Instance => {
      const label = i === 0 ? 'A' : 'B';
      const apiUrl = apiUrls[i]!;
      return {
        label,
        api,
        apiUrl,
        apiEnv: { ...apiEnv, API_PORT: new URL(apiUrl).port },
        gatewayUrl: '',
        gateway: startProcess(`gateway ${label}`, 'gateway/dist/main.js', {
          ...common,
          PORT: '0',
          CERT_API_URL: apiUrl,
          // the load balancer in front of the gateways (the test) gives each client's address
          TRUST_PROXY: '127.0.0.1',
          ...opts.gatewayEnv,
        }),
      };
    }) as [Instance, Instance];
    processes.push(...instances.map((i) => i.gateway));
    for (const instance of instances) instance.gatewayUrl = await instance.gateway.listening;
    return {
      databaseUrl: database.url,
      instances,
      async killApi(instance) {
        instance.api.child.kill('SIGKILL');
        await instance.api.ended;
      },
      async restartApi(instance) {
        instance.api = startProcess(`api ${instance.label} (restarted)`, 'api/dist/main.js', instance.apiEnv);
        processes.push(instance.api);
        instance.apiUrl = await instance.api.listening;
      },
      stop,
    };
  } catch (err) {
    await stop().catch(() => {});
    throw err;
  }
}
