/**
 * Test helpers for the processes' start-up tests (api and gateway): start `src/main.ts` of a
 * package from its sources with exactly the given environment and an IPC channel, and hold a port
 * so a start can be refused. Not used at run time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import type { StartupMessage } from './startupReport.js';

/** A started process: what it sent over IPC, and when it ends, its exit code, output and run time. */
export interface StartedProcess {
  child: ChildProcess;
  messages: StartupMessage[];
  ended: Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>;
}

/**
 * Starts `src/main.ts` in `dir` (`node -C development --import tsx`, as `npm run dev` runs it) with
 * `env` plus PATH and HOME. The caller kills it (or waits for `ended`).
 */
export function startMain(dir: string, env: Record<string, string>): StartedProcess {
  const startedAt = Date.now();
  const child = spawn(process.execPath, ['-C', 'development', '--import', 'tsx', 'src/main.ts'], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const messages: StartupMessage[] = [];
  child.on('message', (message) => messages.push(message as StartupMessage));
  const ended = new Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>((resolve) =>
    child.once('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - startedAt })),
  );
  return { child, messages, ended };
}

/** A loopback port another server holds (closed by `close`): a start on it must be refused. */
export async function occupiedPort(): Promise<{ port: number; close: () => Promise<void> }> {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/**
 * The `GATEWAY_SECRET` of the test stacks (api/test/harness.ts, gateway/test/support/stack.ts), so a
 * test can speak as the gateway (`X-Certify-Gateway-Secret`) and give any client address.
 */
export const TEST_GATEWAY_SECRET = 'test-gateway-secret-0123456789abcdef0123456789';

/** A Content-Security-Policy header as directive → its sources (tests of the api, the gateway and the stack). */
export const cspDirectives = (csp: string | null | undefined): Record<string, string[]> =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name, sources]),
  );
