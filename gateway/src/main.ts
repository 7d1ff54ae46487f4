import { loadConfig } from './config.js';
import { buildGateway } from './server.js';

/** Grace period for in-flight requests on SIGINT/SIGTERM before forcing exit. */
const SHUTDOWN_TIMEOUT_MS = 15_000;

/**
 * Starts the gateway (DESIGN.md "Architecture": port 4000): listens, prints the URL, and on
 * SIGINT/SIGTERM stops accepting, drains in-flight operations, closes WebSockets and the
 * subscription streams, then the undici pools.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildGateway(config);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Certify gateway ready at http://${config.host}:${port}/graphql (api ${config.certApiUrl})`);

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

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
