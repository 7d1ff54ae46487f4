import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventHub, type UpstreamEvent } from '../src/notifications/eventHub.js';
import { RestClient } from '../src/rest/client.js';

/** A fake api `/events` (api/CONTRACT.md "Notifications and live events") the tests drive. */
const open = new Set<ServerResponse>();
let connections = 0;
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  if (req.url !== '/events') return res.writeHead(404).end();
  if (req.headers.authorization !== 'Bearer good') {
    res.writeHead(401, { 'content-type': 'application/json' });
    return res.end(JSON.stringify({ success: 0, message: 'Unauthenticated.' }));
  }
  connections++;
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(': hello\n\n');
  open.add(res);
  req.on('close', () => open.delete(res));
});
let rest: RestClient;
let hub: EventHub;

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  rest = new RestClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  hub = new EventHub(rest);
});
afterAll(async () => {
  hub.closeAll();
  await rest.destroy();
  for (const res of open) res.destroy();
  await new Promise((r) => server.close(r));
});

const until = async (check: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const broadcast = (text: string) => {
  for (const res of open) res.write(text);
};

describe('EventHub (SSE → subscription iterator)', () => {
  it('parses events split across chunks, selects by type, and closes upstream on return()', async () => {
    const it = await hub.subscribe('good', (e: UpstreamEvent) => (e.type === 'certificate' ? e.data.id : null));
    await until(() => open.size === 1);
    const next = it.next();
    broadcast('event: notification\ndata: {"id":1,"subject":"CERTIFICATE_REQUESTED"}\n\n');
    broadcast('event: certif');
    broadcast('icate\ndata: {"id":42,"credential_status":1,"reprint_status":null,"action":"approved"}\n\n');
    expect(await next).toEqual({ value: 42, done: false });
    await it.return?.();
    await until(() => open.size === 0);
    expect(hub.openStreams).toBe(0);
  });

  it('rejects with UNAUTHENTICATED when the api refuses the token', async () => {
    await expect(hub.subscribe('bad', () => null)).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('reconnects when the api drops the stream while the client is subscribed', async () => {
    const before = connections;
    const it = await hub.subscribe('good', (e: UpstreamEvent) => (e.type === 'notification' ? e.data.subject : null));
    await until(() => open.size === 1);
    for (const res of open) res.destroy(); // api restart
    await until(() => connections === before + 2 && open.size === 1);
    const next = it.next();
    broadcast('event: notification\ndata: {"id":2,"subject":"CERTIFICATE_SIGNED"}\n\n');
    expect(await next).toEqual({ value: 'CERTIFICATE_SIGNED', done: false });
    hub.closeAll();
    expect(await it.next()).toEqual({ value: undefined, done: true });
  });
});
