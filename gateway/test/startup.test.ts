/**
 * The gateway process as started by scripts/start.mjs: a bad environment or an occupied port exits 1
 * within seconds naming the variable or the port and reason; a good start reports its URL over
 * IPC, answers /health (alive) while /ready says the api is unreachable, and SIGTERM stops it with
 * exit code 0. (`node -C development --import tsx src/main.ts`: the sources, as `npm run dev` runs them.)
 */
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { occupiedPort as listeningPort, startMain } from '@certify/runtime/testing';
import { afterAll, describe, expect, it } from 'vitest';

const GATEWAY_DIR = fileURLToPath(new URL('..', import.meta.url));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Starts the gateway from its sources with exactly `env` (plus PATH, HOME) and an IPC channel. */
function startGatewayProcess(env: Record<string, string>) {
  const run = startMain(GATEWAY_DIR, { WEB_DIST: '/nonexistent-web-dist', ...env });
  started.push(run.child);
  return run;
}

describe('gateway start-up: configuration that fails fast (docs/configuration.md)', () => {
  it('a bad variable exits 1 (within the test timeout, never waiting on a database), naming it and what it expects, before listening', async () => {
    const run = startGatewayProcess({ PORT: '99999', CERT_API_URL: 'not a url' });
    const { code, stderr, stdout } = await run.ended;
    expect(code).toBe(1);
    expect(stderr).toBe(
      'gateway: cannot start: invalid configuration:\n' +
        '  PORT="99999": expected a TCP port: a whole number from 0 to 65535 (0: any free port)\n' +
        '  CERT_API_URL="not a url": expected an http:// or https:// URL\n',
    );
    expect(stdout).toBe('');
    expect(run.messages).toEqual([
      { type: 'failed', name: 'gateway', reason: expect.stringContaining('PORT="99999"') },
    ]);
  });

  it('an occupied port exits 1 naming the port and EADDRINUSE', async () => {
    const other = await listeningPort();
    try {
      const { code, stderr } = await startGatewayProcess({ PORT: String(other.port) }).ended;
      expect(code).toBe(1);
      expect(stderr).toContain(
        `gateway: cannot start: cannot listen on 127.0.0.1:${other.port}: the port is already in use (EADDRINUSE)`,
      );
    } finally {
      await other.close();
    }
  });

  it('reports its URL over IPC, is alive but not ready without an api, and stops on SIGTERM', async () => {
    // an "api" that accepts connections and drops them
    const noApi = await listeningPort();
    try {
      const run = startGatewayProcess({ PORT: '0', CERT_API_URL: `http://127.0.0.1:${noApi.port}` });
      const deadline = Date.now() + 20_000;
      while (!run.messages.length && run.child.exitCode === null && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(run.messages[0]).toMatchObject({ type: 'listening', name: 'gateway' });
      const url = (run.messages[0] as { url: string }).url;
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
      const health = await fetch(`${url}/health`);
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
      const ready = await fetch(`${url}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'unavailable',
        reason: expect.stringMatching(/^the api is unreachable/),
      });

      run.child.kill('SIGTERM');
      const { code, stdout } = await run.ended;
      expect(code).toBe(0);
      expect(stdout).toContain(
        `gateway: listening on ${url} (GraphQL at ${url}/graphql; api http://127.0.0.1:${noApi.port})`,
      );
    } finally {
      await noApi.close();
    }
  });
});

describe('the Node options it runs with (docs/architecture.md "A gateway that adds nothing")', () => {
  it('`npm start -w gateway` passes the same options as `npm start` (runtime SERVICE_NODE_OPTIONS)', async () => {
    const { SERVICE_NODE_OPTIONS } = await import('@certify/runtime');
    const { readFile } = await import('node:fs/promises');
    const pkg = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(pkg.scripts.start).toBe(['node', ...SERVICE_NODE_OPTIONS.gateway, 'dist/main.js'].join(' '));
  });
});
