/**
 * Webhooks over GraphQL against the real in-process api (docs/integrators.md "Webhooks"; schema/integrator.graphql):
 * an API client made with `createApiClient` subscribes a loopback receiver with its own secret
 * (`createWebhookEndpoint`, the api's `WEBHOOK_ALLOW_INSECURE_LOOPBACK` on, retries every 50 ms),
 * an approval reaches the receiver after one failure, and the delivery log (`webhookEndpoint {
 * deliveries { attempts } }`) reads every field; `replayWebhookDelivery` sends it again with the
 * same `messageId`; `updateWebhookEndpoint`, `rotateWebhookSecret`, `deleteWebhookEndpoint` answer
 * what changed; refused URLs are BAD_USER_INPUT on `url`; the endpoints' deliveries are fetched in
 * one batched REST call; a staff member without the API Clients module is FORBIDDEN.
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../src/schema.js';
import { codeOf, ok, type Stack, startStack } from './support/stack.js';

/** The api's webhook settings for this file: loopback allowed, retries every 50 ms. */
const WEBHOOKS = {
  allowInsecureLoopback: true,
  firstRetrySeconds: 0.05,
  maxRetrySeconds: 0.05,
  giveUpAfterSeconds: 86_400,
  concurrency: 4,
  timeoutSeconds: 5,
  pollSeconds: 0.05,
};

let stack: Stack;
/** What the receiver got; it answers `statuses` in turn, then 204. */
const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
const statuses: number[] = [];
const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
    res.writeHead(statuses.shift() ?? 204);
    res.end();
  });
});
let hookUrl: string;
/** The API client's secret (its bearer token) and id. */
let client: { id: string; secret: string };

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  stack = await startStack({ api: { config: { webhooks: WEBHOOKS } } });
  const made = ok(
    await stack.gql<{ createApiClient: { secret: string; apiClient: { id: string } } }>(
      `mutation($input: CreateApiClientInput!) { createApiClient(input: $input) { secret apiClient { id } } }`,
      { input: { name: 'Student system', scopes: ['REGISTER_READ', 'WEBHOOKS_MANAGE'] } },
      await stack.token('admin'),
    ),
  );
  client = { id: made.createApiClient.apiClient.id, secret: made.createApiClient.secret };
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await stack?.close();
});

interface TypeLike {
  ofType?: TypeLike;
  getFields?: () => Record<string, unknown>;
}
const named = (t: unknown): TypeLike => {
  let x = t as TypeLike;
  while (x.ofType) x = x.ofType;
  return x;
};
/** Every field of a type, nested objects too (arguments left to their defaults). */
function selectAll(type: GraphQLObjectType, depth = 0): string {
  return Object.values(type.getFields())
    .map((f) => {
      const n = named(f.type);
      if (!n.getFields) return f.name;
      return depth < 3 ? `${f.name} { ${selectAll(n as unknown as GraphQLObjectType, depth + 1)} }` : '';
    })
    .filter(Boolean)
    .join(' ');
}

const ENDPOINT = selectAll(buildSchema().getType('WebhookEndpoint') as GraphQLObjectType);

interface Delivery {
  id: string;
  messageId: string;
  eventType: string;
  status: string;
  attemptCount: number;
  payload: { type: string; data: { certificate: { id: string } } };
  attempts: Array<{ statusCode: number | null; durationMs: number; attemptedAt: string; error: string | null }>;
}

/** The endpoint with every field, as the client reads it. */
async function endpointLog(id: string) {
  return stack.gql<{ webhookEndpoint: { id: string; deliveries: Delivery[] } | null }>(
    `query($id: ID!) { webhookEndpoint(id: $id) { ${ENDPOINT} } }`,
    { id },
    client.secret,
  );
}

/** Polls the delivery log until `done` holds (the api's dispatcher retries every 50 ms). */
async function until(id: string, done: (deliveries: Delivery[]) => boolean): Promise<Delivery[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const deliveries = ok(await endpointLog(id)).webhookEndpoint!.deliveries;
    if (done(deliveries)) return deliveries;
    if (Date.now() > deadline) throw new Error(`delivery log never settled: ${JSON.stringify(deliveries)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Approves one requested certificate as the approver; answers its id. */
async function approveOne(): Promise<string> {
  const token = await stack.token('approver');
  const list = ok(
    await stack.gql<{ certificates: { nodes: { id: string }[] } }>(
      '{ certificates(list: REQUESTED, pageSize: 1) { nodes { id } } }',
      {},
      token,
    ),
  );
  const id = list.certificates.nodes[0]!.id;
  const settings = ok(
    await stack.gql<{ settings: { feeConfirmationRequired: boolean } }>(
      '{ settings { feeConfirmationRequired } }',
      {},
      token,
    ),
  );
  const fee = settings.settings.feeConfirmationRequired ? { feeStatus: 'PAID' } : {};
  ok(
    await stack.gql(
      'mutation($input: ApproveCertificateInput!) { approveCertificate(input: $input) { message } }',
      { input: { id, comment: 'Evidence checked', ...fee } },
      token,
    ),
  );
  return id;
}

const CREATE = `mutation($input: CreateWebhookEndpointInput!) {
  createWebhookEndpoint(input: $input) { message secret endpoint { id url events enabled apiClient { id name scopes } } } }`;

describe('webhooks over GraphQL', () => {
  it('an API client subscribes, receives an approval after one failure, reads its delivery log and replays it', async () => {
    const created = await stack.gql<{
      createWebhookEndpoint: {
        message: string;
        secret: string;
        endpoint: { id: string; url: string; events: string[]; enabled: boolean; apiClient: { id: string } };
      };
    }>(CREATE, { input: { url: hookUrl, events: ['CERTIFICATE_APPROVED'], description: 'SMS' } }, client.secret);
    const { createWebhookEndpoint: answer } = ok(created);
    expect(answer.message).toBe('Webhook endpoint created');
    expect(answer.secret).toMatch(/^whsec_/);
    expect(answer.endpoint).toMatchObject({
      url: hookUrl,
      events: ['CERTIFICATE_APPROVED'],
      enabled: true,
      apiClient: { id: client.id, name: 'Student system', scopes: ['REGISTER_READ', 'WEBHOOKS_MANAGE'] },
    });
    const endpointId = answer.endpoint.id;

    statuses.push(500);
    const certificateId = await approveOne();
    const deliveries = await until(endpointId, (d) => d[0]?.status === 'DELIVERED');
    expect(deliveries).toHaveLength(1);
    const [delivery] = deliveries;
    expect(delivery).toMatchObject({
      eventType: 'certificate.approved',
      status: 'DELIVERED',
      attemptCount: 2,
      payload: { type: 'certificate.approved', data: { certificate: { id: certificateId } } },
    });
    expect(delivery!.attempts.map((a) => a.statusCode)).toEqual([500, 204]);
    expect(delivery!.attempts[0]!.error).toMatch(/^HTTP 500/);
    expect(received.map((r) => r.headers['webhook-id'])).toEqual([delivery!.messageId, delivery!.messageId]);

    const replay = ok(
      await stack.gql<{ replayWebhookDelivery: { message: string; delivery: { status: string; messageId: string } } }>(
        'mutation($input: ReplayWebhookDeliveryInput!) { replayWebhookDelivery(input: $input) { message delivery { status messageId } } }',
        { input: { id: delivery!.id } },
        client.secret,
      ),
    );
    expect(replay.replayWebhookDelivery).toEqual({
      message: 'Delivery queued',
      delivery: { status: 'PENDING', messageId: delivery!.messageId },
    });
    const again = await until(endpointId, (d) => d[0]?.status === 'DELIVERED' && d[0].attemptCount === 3);
    expect(again[0]!.attempts.map((a) => a.statusCode)).toEqual([500, 204, 204]);
    expect(received.at(-1)!.headers['webhook-id']).toBe(delivery!.messageId);
  });

  it('update, rotate and delete answer what changed; refused URLs are BAD_USER_INPUT on url', async () => {
    const { createWebhookEndpoint: made } = ok(
      await stack.gql<{ createWebhookEndpoint: { secret: string; endpoint: { id: string } } }>(
        CREATE,
        { input: { url: 'https://93.184.215.14/hooks', events: ['CERTIFICATE_ISSUED'] } },
        client.secret,
      ),
    );
    const id = made.endpoint.id;
    const refused = await stack.gql(
      CREATE,
      { input: { url: 'https://169.254.169.254/x', events: ['CERTIFICATE_ISSUED'] } },
      client.secret,
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ url: expect.stringMatching(/not public/) });
    const noEvents = await stack.gql(CREATE, { input: { url: 'https://93.184.215.14/', events: [] } }, client.secret);
    expect(noEvents.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ events: expect.any(String) });

    const update = `mutation($input: UpdateWebhookEndpointInput!) {
      updateWebhookEndpoint(input: $input) { message endpoint { id url description events enabled } } }`;
    const updated = ok(
      await stack.gql<{ updateWebhookEndpoint: { message: string; endpoint: Record<string, unknown> } }>(
        update,
        {
          input: {
            id,
            description: 'Reporting',
            events: ['CERTIFICATE_ISSUED', 'CERTIFICATE_PRINTED'],
            enabled: false,
          },
        },
        client.secret,
      ),
    );
    expect(updated.updateWebhookEndpoint).toEqual({
      message: 'Webhook endpoint updated',
      endpoint: {
        id,
        url: 'https://93.184.215.14/hooks',
        description: 'Reporting',
        events: ['CERTIFICATE_ISSUED', 'CERTIFICATE_PRINTED'],
        enabled: false,
      },
    });
    const cleared = ok(
      await stack.gql<{ updateWebhookEndpoint: { endpoint: { description: string | null } } }>(
        update,
        { input: { id, description: null } },
        client.secret,
      ),
    );
    expect(cleared.updateWebhookEndpoint.endpoint.description).toBeNull();
    const badUrl = await stack.gql(update, { input: { id, url: 'http://93.184.215.14/' } }, client.secret);
    expect(badUrl.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ url: 'The URL must start with https://' });

    const rotated = ok(
      await stack.gql<{ rotateWebhookSecret: { secret: string } }>(
        'mutation($input: WebhookEndpointIdInput!) { rotateWebhookSecret(input: $input) { secret } }',
        { input: { id } },
        client.secret,
      ),
    );
    expect(rotated.rotateWebhookSecret.secret).toMatch(/^whsec_/);
    expect(rotated.rotateWebhookSecret.secret).not.toBe(made.secret);

    const deleted = ok(
      await stack.gql<{ deleteWebhookEndpoint: { message: string; endpoint: { id: string } } }>(
        'mutation($input: WebhookEndpointIdInput!) { deleteWebhookEndpoint(input: $input) { message endpoint { id } } }',
        { input: { id } },
        client.secret,
      ),
    );
    expect(deleted.deleteWebhookEndpoint).toEqual({ message: 'Webhook endpoint deleted', endpoint: { id } });
    expect(ok(await endpointLog(id)).webhookEndpoint).toBeNull();
    const gone = await stack.gql(
      'mutation($input: WebhookEndpointIdInput!) { deleteWebhookEndpoint(input: $input) { message } }',
      { input: { id } },
      client.secret,
    );
    expect(codeOf(gone)).toBe('NOT_FOUND');
  });

  it("the endpoints' deliveries come in one batched REST call; administrators see every client's", async () => {
    for (const n of [1, 2]) {
      ok(
        await stack.gql(
          CREATE,
          { input: { url: `https://93.184.215.14/${n}`, events: ['CERTIFICATE_PRINTED'] } },
          client.secret,
        ),
      );
    }
    stack.calls.length = 0;
    const listed = ok(
      await stack.gql<{ webhookEndpoints: Array<{ id: string; deliveries: unknown[] }> }>(
        '{ webhookEndpoints { id deliveries(first: 3) { id status } } }',
        {},
        await stack.token('admin'),
      ),
    );
    expect(listed.webhookEndpoints.length).toBeGreaterThanOrEqual(3);
    expect(stack.calls.filter((c) => c.path.startsWith('/webhookDeliveries'))).toHaveLength(1);
    const mine = ok(
      await stack.gql<{ webhookEndpoints: Array<{ id: string }> }>(
        'query($c: ID) { webhookEndpoints(apiClientId: $c) { id } }',
        { c: client.id },
        await stack.token('admin'),
      ),
    );
    expect(mine.webhookEndpoints.length).toBe(listed.webhookEndpoints.length);
  });

  it('a staff member without the API Clients module is FORBIDDEN; an unknown endpoint is null', async () => {
    const printer = await stack.token('printer');
    expect(codeOf(await stack.gql('{ webhookEndpoints { id } }', {}, printer))).toBe('FORBIDDEN');
    const created = await stack.gql(
      CREATE,
      { input: { apiClientId: client.id, url: 'https://93.184.215.14/', events: ['CERTIFICATE_ISSUED'] } },
      printer,
    );
    expect(codeOf(created)).toBe('FORBIDDEN');
    expect(ok(await endpointLog('999999')).webhookEndpoint).toBeNull();
    const admin = await stack.token('admin');
    const noClient = await stack.gql(
      CREATE,
      { input: { url: 'https://93.184.215.14/', events: ['CERTIFICATE_ISSUED'] } },
      admin,
    );
    expect(noClient.errors?.[0]?.extensions?.fieldErrors).toMatchObject({ apiClientId: 'Please select an API client' });
  });
});
