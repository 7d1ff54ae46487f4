import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EventHub, type UpstreamEvent } from '../src/notifications/eventHub.js';
import { RestClient } from '../src/rest/client.js';

/** A fake api `/events` (api/CONTRACT.md "Notifications and live events") the tests drive. */
const open = new Set<ServerResponse>();
let connections = 0;
/** Tokens the fake api accepts. */
const valid = new Set<string>();
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  if (req.url !== '/events') return res.writeHead(404).end();
  if (!valid.has(req.headers.authorization ?? '')) {
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
  hub = new EventHub();
});
beforeEach(() => {
  valid.clear();
  valid.add('Bearer good');
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
const certificateId = (e: UpstreamEvent) => (e.type === 'certificate' ? e.data.id : null);
const subject = (e: UpstreamEvent) => (e.type === 'notification' ? e.data.subject : null);

describe('EventHub and EventFeed (SSE → subscription iterators)', () => {
  it('one upstream stream per feed, shared by its iterators; events split across chunks; close() ends it', async () => {
    const feed = await hub.open(rest.as({ token: 'good' }));
    await until(() => open.size === 1);
    const ids = feed.iterate(certificateId);
    const subjects = feed.iterate(subject);
    const nextId = ids.next();
    const nextSubject = subjects.next();
    broadcast('event: notification\ndata: {"id":1,"subject":"CERTIFICATE_REQUESTED"}\n\n');
    broadcast('event: certif');
    broadcast('icate\ndata: {"id":42,"credential_status":1,"reprint_status":null,"action":"approved"}\n\n');
    expect(await nextId).toEqual({ value: 42, done: false });
    expect(await nextSubject).toEqual({ value: 'CERTIFICATE_REQUESTED', done: false });
    expect(open.size).toBe(1);

    await ids.return?.(); // one subscription ends; the connection's feed stays
    expect(hub.openStreams).toBe(1);
    feed.close();
    expect(await subjects.next()).toEqual({ value: undefined, done: true });
    await until(() => open.size === 0);
    expect(hub.openStreams).toBe(0);
  });

  it('rejects with UNAUTHENTICATED when the api refuses the token', async () => {
    await expect(hub.open(rest.as({ token: 'bad' }))).rejects.toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect(hub.openStreams).toBe(0);
  });

  it('reconnects when the api drops the stream while the feed is open', async () => {
    const before = connections;
    const feed = await hub.open(rest.as({ token: 'good' }));
    const it = feed.iterate(subject);
    await until(() => open.size === 1);
    for (const res of open) res.destroy(); // api restart
    await until(() => connections === before + 2 && open.size === 1);
    const next = it.next();
    broadcast('event: notification\ndata: {"id":2,"subject":"CERTIFICATE_SIGNED"}\n\n');
    expect(await next).toEqual({ value: 'CERTIFICATE_SIGNED', done: false });
    hub.closeAll();
    expect(await it.next()).toEqual({ value: undefined, done: true });
  });

  it('event: session-ended ends the feed for good: iterators throw UNAUTHENTICATED, onEnd hears it', async () => {
    const feed = await hub.open(rest.as({ token: 'good' }));
    await until(() => open.size === 1);
    const ended = new Promise((resolve) => feed.onEnd(resolve));
    const it = feed.iterate(subject);
    const first = it.next();
    broadcast('event: notification\ndata: {"id":3,"subject":"CERTIFICATE_ISSUED"}\n\n');
    expect(await first).toEqual({ value: 'CERTIFICATE_ISSUED', done: false });
    const before = connections;
    broadcast('event: session-ended\ndata: {"success":0,"message":"Unauthenticated."}\n\n');
    expect(await ended).toMatchObject({ message: 'Unauthenticated.', extensions: { code: 'UNAUTHENTICATED' } });
    await expect(it.next()).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(await it.next()).toEqual({ value: undefined, done: true });
    await until(() => open.size === 0);
    expect(hub.openStreams).toBe(0);
    await new Promise((r) => setTimeout(r, 700)); // longer than the first reconnect delay
    expect(connections).toBe(before); // no reconnect
    // an iterator taken after the end throws at once
    await expect(feed.iterate(subject).next()).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('a reconnect the api refuses (the token died while the stream was down) ends the feed with UNAUTHENTICATED', async () => {
    const feed = await hub.open(rest.as({ token: 'good' }));
    const it = feed.iterate(subject);
    await until(() => open.size === 1);
    valid.clear();
    for (const res of open) res.destroy();
    await expect(it.next()).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(feed.ended).toBe(true);
    expect(hub.openStreams).toBe(0);
  });
});
