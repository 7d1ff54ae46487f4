import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { LIST, PRINT, transition } from './support/operations.js';
import { ok, startGateway, startStack, type Stack } from './support/stack.js';
import { feeRequired, requestCertificate } from './support/fixtures.js';

let stack: Stack;
const clients: Client[] = [];
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  for (const c of clients) await c.dispose();
  await stack?.close();
});

function wsClient(token: string): Client {
  const client = createClient({
    url: `${stack.gatewayUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  clients.push(client);
  return client;
}

/** Waits until the gateway holds `n` upstream event streams (the subscription is live upstream). */
async function streamsOpen(n: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (stack.gateway.gateway.events.openStreams < n) {
    if (Date.now() > deadline) throw new Error(`only ${stack.gateway.gateway.events.openStreams} streams open`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

interface Added {
  notificationAdded: {
    unreadCount: number;
    notification: { subject: string; certificateId: string | null; listPath: string; read: boolean };
  };
}

describe('printJobUpdated (docs/architecture.md "Bulk work off the request path": the client follows progress)', () => {
  interface JobEvent {
    id: string;
    status: string;
    done: number;
    total: number;
    file: { url: string; sha256: string } | null;
  }
  const SUBSCRIBE = 'subscription($id: ID!) { printJobUpdated(id: $id) { id status done total file { url sha256 } } }';

  it('follows the printer’s print job from its state now to DONE with the file, then completes', async () => {
    const streamsBefore = stack.gateway.gateway.events.openStreams;
    const token = await stack.token('printer');
    const issued = ok(
      await stack.gql<{ certificates: { nodes: Array<{ id: string; statusLabel: string }> } }>(
        LIST,
        { list: 'SEND_TO_PRINT', pageSize: 100 },
        token,
      ),
    ).certificates.nodes.find((n) => n.statusLabel === 'Approved for Printing');
    if (!issued) throw new Error('no issued demo certificate');
    const printed = ok(
      await stack.gql<{ printCertificates: { job: { id: string; status: string } } }>(
        PRINT('printCertificates'),
        { input: { ids: [issued.id] } },
        token,
      ),
    ).printCertificates;
    expect(printed.job.status).toBe('QUEUED');

    const events: JobEvent[] = [];
    const printer = wsClient(token);
    for await (const result of printer.iterate<{ printJobUpdated: JobEvent }>({
      query: SUBSCRIBE,
      variables: { id: printed.job.id },
    })) {
      expect(result.errors).toBeUndefined();
      events.push(result.data!.printJobUpdated);
    }
    // It ended by itself once the job was done: the last event has the merged PDF.
    expect(events.length).toBeGreaterThanOrEqual(1);
    expect(events.every((e) => e.id === printed.job.id && e.total === 1)).toBe(true);
    expect(events.map((e) => e.done)).toEqual([...events.map((e) => e.done)].sort((a, b) => a - b));
    const last = events.at(-1)!;
    expect(last).toMatchObject({ status: 'DONE', done: 1 });
    const pdf = await fetch(`${stack.gatewayUrl}${last.file!.url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(pdf.status).toBe(200);
    expect(
      createHash('sha256')
        .update(Buffer.from(await pdf.arrayBuffer()))
        .digest('hex'),
    ).toBe(last.file!.sha256);

    // Another user's subscription to it ends with NOT_FOUND.
    const results = [];
    const approver = wsClient(await stack.token('approver'));
    for await (const result of approver.iterate({
      query: SUBSCRIBE,
      variables: { id: printed.job.id },
    })) {
      results.push(result);
    }
    expect(results).toHaveLength(1);
    expect(results[0]!.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // Both connections close, and with them their upstream streams.
    await printer.dispose();
    await approver.dispose();
    const deadline = Date.now() + 5000;
    while (stack.gateway.gateway.events.openStreams > streamsBefore && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    expect(stack.gateway.gateway.events.openStreams).toBe(streamsBefore);
  });
});

describe('subscriptions over graphql-ws on /graphql (DESIGN.md notifications and live updates)', () => {
  it('the approver receives CERTIFICATE_REQUESTED when the requisitioner requests', async () => {
    const approver = wsClient(await stack.token('approver'));
    const before = stack.gateway.gateway.events.openStreams;
    const sub = approver.iterate<Added>({
      query: 'subscription { notificationAdded { unreadCount notification { subject certificateId listPath read } } }',
    });
    const first = sub.next();
    await streamsOpen(before + 1);

    const id = await requestCertificate(stack);
    const result = await first;
    expect(result.done).toBe(false);
    const event = (result.value as { data: Added }).data.notificationAdded;
    expect(event.notification).toEqual({
      subject: 'CERTIFICATE_REQUESTED',
      certificateId: id,
      listPath: '/certificates/requested-list',
      read: false,
    });
    expect(event.unreadCount).toBeGreaterThan(0);

    await sub.return?.();
    // unsubscribing closes the upstream stream
    const deadline = Date.now() + 5000;
    while (stack.gateway.gateway.events.openStreams > before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 25));
    expect(stack.gateway.gateway.events.openStreams).toBe(before);
  });

  it('certificateUpdated(id) reports the approval of that certificate, with the certificate re-loaded', async () => {
    const id = await requestCertificate(stack, 1);
    const requisitioner = wsClient(await stack.token('requisitioner'));
    const before = stack.gateway.gateway.events.openStreams;
    const sub = requisitioner.iterate<{
      certificateUpdated: {
        id: string;
        status: string;
        action: string;
        certificate: { id: string; statusLabel: string } | null;
      };
    }>({
      query: `subscription($id: ID) {
        certificateUpdated(id: $id) { id status action certificate { id statusLabel } } }`,
      variables: { id },
    });
    const first = sub.next();
    await streamsOpen(before + 1);

    await requestCertificate(stack, 2); // another certificate's change is filtered out
    const token = await stack.token('approver');
    const fee = (await feeRequired(stack, token)) ? { feeStatus: 'PAID' } : {};
    ok(
      await stack.gql(
        transition('approveCertificate', 'ApproveCertificateInput'),
        { input: { id, comment: 'Fine', ...fee } },
        token,
      ),
    );

    const result = await first;
    const event = (
      result.value as {
        data: {
          certificateUpdated: {
            id: string;
            status: string;
            action: string;
            certificate: { id: string; statusLabel: string };
          };
        };
      }
    ).data.certificateUpdated;
    expect(event).toMatchObject({
      id,
      status: 'QA_APPROVED',
      action: 'approved',
      certificate: { id, statusLabel: 'QA Approved' },
    });
    await sub.return?.();
  });

  it('a subscriber of ANOTHER gateway instance receives the event a mutation on this one caused', async () => {
    const other = await startGateway(stack.apiUrl);
    try {
      const client = createClient({
        url: `${other.url.replace('http', 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${await stack.token('approver')}` },
        retryAttempts: 0,
      });
      clients.push(client);
      const sub = client.iterate<Added>({
        query: 'subscription { notificationAdded { notification { subject certificateId } } }',
      });
      const first = sub.next();
      const deadline = Date.now() + 10_000;
      while (other.gateway.gateway.events.openStreams < 1 && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 25));
      const id = await requestCertificate(stack, 3); // through the first gateway
      const event = ((await first).value as { data: Added }).data.notificationAdded.notification;
      expect(event).toMatchObject({ subject: 'CERTIFICATE_REQUESTED', certificateId: id });
      await sub.return?.();
      await client.dispose();
    } finally {
      await other.gateway.close();
    }
  });

  it('a subscription without a token is refused: the WebSocket closes with 4401 (liveAccess.test.ts)', async () => {
    const client = createClient({
      url: `${stack.gatewayUrl.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    clients.push(client);
    const sub = client.iterate({ query: 'subscription { notificationAdded { unreadCount } }' });
    const err = await sub.next().then(
      (r) => r,
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ code: 4401, reason: 'Unauthorized' });
  });
});
