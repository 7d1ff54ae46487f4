/**
 * How a server process reports its start to whoever started it: a `listening on <url>` line on
 * stdout, and, when spawned with an IPC channel (scripts/start.mjs), a StartupMessage; on failure
 * one `<name>: cannot start: <reason>` on stderr, the same reason over IPC, and exit code 1.
 */
import { StartupError } from './listen.js';
import { ConfigError } from './parseEnv.js';

/** The IPC messages of a starting process. */
export type StartupMessage =
  /** `demoLogins` (api): the demo accounts that still sign in with the demo password (scripts/start.mjs prints them). */
  | { type: 'listening'; name: string; url: string; demoLogins?: string[] }
  | { type: 'failed'; name: string; reason: string };

function send(message: StartupMessage, done: () => void = () => {}): void {
  if (process.send && process.connected) process.send(message, undefined, {}, () => done());
  else done();
}

/** Announces that `name` listens at `url` (`note` is printed after it; `facts` go over IPC only). */
export function reportListening(
  name: string,
  url: string,
  note = '',
  facts: Pick<Extract<StartupMessage, { type: 'listening' }>, 'demoLogins'> = {},
): void {
  console.log(`${name}: listening on ${url}${note ? ` ${note}` : ''}`);
  send({ type: 'listening', name, url, ...facts });
}

/**
 * Prints why `name` cannot start and exits with code 1 once the parent has the reason.
 * ConfigError and StartupError print their message alone; anything else with its stack.
 */
export function exitOnStartupFailure(name: string, err: unknown): void {
  const expected = err instanceof ConfigError || err instanceof StartupError;
  const reason = err instanceof Error ? err.message : String(err);
  console.error(`${name}: cannot start: ${expected ? reason : err instanceof Error ? (err.stack ?? reason) : reason}`);
  process.exitCode = 1;
  const exit = () => process.exit(1);
  setTimeout(exit, 1000).unref();
  send({ type: 'failed', name, reason }, exit);
}
