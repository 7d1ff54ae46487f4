/**
 * Listening with errors that say what went wrong: an occupied port, a privileged port or an
 * address this machine does not have become a StartupError naming the address and the reason.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/** A start-up failure whose message is the whole story (printed without a stack). */
export class StartupError extends Error {
  override name = 'StartupError';
}

const REASONS: Readonly<Record<string, string>> = {
  EADDRINUSE: 'the port is already in use',
  EACCES: 'permission denied (ports below 1024 need privileges)',
  EADDRNOTAVAIL: 'this machine has no such address',
  ENOTFOUND: 'the host name does not resolve',
};

function listenError(err: unknown, host: string, port: number): Error {
  const code = (err as NodeJS.ErrnoException | null)?.code;
  if (!code) return err instanceof Error ? err : new Error(String(err));
  const reason = REASONS[code] ?? (err as Error).message;
  return new StartupError(`cannot listen on ${host}:${port}: ${reason} (${code})`);
}

/** An http URL this machine can connect to for a listening `host` (0.0.0.0 and :: → loopback). */
export function localUrl(host: string, port: number): string {
  const target = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${target.includes(':') ? `[${target}]` : target}:${port}`;
}

/** Listens on `host:port` (0: any free port) and answers the URL; throws StartupError (EADDRINUSE, …). */
export async function listen(app: FastifyInstance, host: string, port: number): Promise<string> {
  try {
    await app.listen({ host, port });
  } catch (err) {
    throw listenError(err, host, port);
  }
  const address = app.server.address();
  return localUrl(host, typeof address === 'object' && address ? address.port : port);
}

/**
 * Throws the StartupError `listen` would throw if `host:port` cannot be bound now, so a process
 * fails in milliseconds before slow start-up work (opening and migrating the database). Port 0
 * always passes. A race with another process is still caught by `listen`.
 */
export async function assertPortFree(host: string, port: number): Promise<void> {
  if (port === 0) return;
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ host, port, exclusive: true }, resolve);
    });
  } catch (err) {
    throw listenError(err, host, port);
  }
  await new Promise((resolve) => probe.close(resolve));
}
