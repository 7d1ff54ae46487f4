/**
 * The floor of any gateway that sits one HTTP hop in front of the api (docs/architecture.md "A gateway that adds nothing"): a bare reverse proxy — Node's HTTP server, an undici pool to the api (keep-alive),
 * the method, path, `Authorization`, `Content-Type` and body passed on, the api's status and body
 * passed back — with no parsing, limits, headers or GraphQL. gateway.bench.ts runs the REST cases
 * through it to show what the second hop alone costs on the same machine.
 *
 * `startBareProxy(apiUrl)` forks this file (as a process of its own, like the gateway); run as a
 * child, it listens on a loopback port the system picks and sends `{ url }` over IPC.
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';

/** The started proxy: its URL and process id, and how to stop it. */
export interface BareProxy {
  url: string;
  pid: number;
  stop(): void;
}

/** Forks the proxy in front of `apiUrl` and resolves once it listens. */
export function startBareProxy(apiUrl: string): Promise<BareProxy> {
  const child = fork(fileURLToPath(import.meta.url), [], { env: { ...process.env, BARE_PROXY_API_URL: apiUrl } });
  return new Promise((resolve, reject) => {
    child.once('message', (m: { url: string }) =>
      resolve({ url: m.url, pid: child.pid!, stop: () => void child.kill('SIGTERM') }),
    );
    child.once('exit', (code) => reject(new Error(`the bare proxy exited with code ${code} while starting`)));
  });
}

/** The child's side: serve until SIGTERM. */
function serve(apiUrl: string): void {
  const api = new Pool(apiUrl, { connections: 64 });
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers: Record<string, string> = {};
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    if (req.headers['content-type']) headers['content-type'] = req.headers['content-type'];
    try {
      const answer = await api.request({
        method: req.method as 'GET' | 'POST',
        path: req.url ?? '/',
        headers,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      });
      const body = Buffer.from(await answer.body.arrayBuffer());
      res.writeHead(answer.statusCode, { 'content-type': String(answer.headers['content-type'] ?? '') });
      res.end(body);
    } catch (err) {
      res.writeHead(502).end((err as Error).message);
    }
  });
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    if (typeof address === 'object' && address) process.send?.({ url: `http://127.0.0.1:${address.port}` });
  });
  process.once('SIGTERM', () => {
    server.close();
    void api.close();
    process.disconnect?.();
  });
}

const apiUrl = process.env.BARE_PROXY_API_URL;
if (apiUrl && process.send) serve(apiUrl);
