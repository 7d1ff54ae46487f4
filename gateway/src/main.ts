import { exitOnStartupFailure, listen, reportListening } from '@certify/runtime';
import { loadConfig } from './config.js';
import { buildGateway } from './server.js';

/** Grace period for in-flight requests on SIGINT/SIGTERM before forcing exit. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * Starts the gateway (DESIGN.md "Architecture": port 4000): validates the environment (exits 1
 * naming a bad variable before anything listens), listens (exits 1 naming the port and the reason,
 * e.g. EADDRINUSE), reports it (stdout, and IPC to scripts/start.mjs), and on SIGINT/SIGTERM
 * stops accepting, drains in-flight operations, closes WebSockets and the subscription streams,
 * then the undici pools.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.gatewaySecret) {
    console.warn(
      'gateway: GATEWAY_SECRET is not set: the api sees every browser at this gateway’s address, so its ' +
        'per-address login throttling applies to everyone at once (docs/security.md)',
    );
  }
  const app = await buildGateway(config);
  const url = await listen(app, config.host, config.port).catch(async (err: unknown) => {
    await app.close();
    throw err;
  });
  reportListening('gateway', url, `(GraphQL at ${url}/graphql; api ${config.certApiUrl})`);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    setTimeout(() => {
      console.error('shutdown timed out; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.gateway.stop().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((err: unknown) => exitOnStartupFailure('gateway', err));
