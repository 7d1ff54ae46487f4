/**
 * Several instances on one PostgreSQL (docs/operations.md "Running several instances"): TWO apis and TWO gateways — the real built
 * processes, each gateway in front of its own api — on ONE new database. What a user or an
 * operator relies on when they run behind a load balancer:
 * - a subscriber on gateway A gets the notifications and certificate changes of actions taken
 *   through gateway B;
 * - the gateways' rate limits are one budget: a session or an address that spent it on A is refused
 *   on B;
 * - a revocation through B (logout, deactivation) ends the session's access through A at once — the
 *   next request is refused — and closes its live subscription there;
 * - killing an api (SIGKILL) in the middle of sending e-mail and webhooks loses nothing: the other
 *   instance sends what it had claimed, and the killed one starts again cleanly.
 * Needs TEST_DATABASE_URL (a PostgreSQL server: a database of its own is made there) and a build.
 */
import { expect, test } from '@playwright/test';
import pg from 'pg';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@certify/api/demo';
import { type Cluster, type Instance, startCluster } from './support/cluster';
import { type Caller, gql, gqlOk, liveConnection, login } from './support/graphql';
import { MailReceiver, WebhookReceiver } from './support/receivers';

/** Operations a minute per session and per address at each gateway: low, so a test spends them quickly. */
const RATE_LIMIT_PRINCIPAL = 30;
const RATE_LIMIT_ADDRESS = 45;

// `npm test` runs this suite only with TEST_DATABASE_URL; run by hand without it, it fails saying so
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('tests/instances needs TEST_DATABASE_URL (a PostgreSQL server)');
test.describe.configure({ mode: 'serial' });

let cluster: Cluster;
let A: Instance;
let B: Instance;
const mail = new MailReceiver();
const hooks = new WebhookReceiver();

test.beforeAll(async () => {
  test.setTimeout(240_000);
  await mail.listen();
  await hooks.listen();
  cluster = await startCluster({
    serverUrl,
    apiEnv: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mail.port),
      WEBHOOK_ALLOW_INSECURE_LOOPBACK: '1',
      WEBHOOK_RETRY_FIRST_SECONDS: '1',
    },
    gatewayEnv: {
      RATE_LIMIT_PRINCIPAL: String(RATE_LIMIT_PRINCIPAL),
      RATE_LIMIT_ADDRESS: String(RATE_LIMIT_ADDRESS),
    },
  });
  [A, B] = cluster.instances;
});

test.afterAll(async () => {
  await cluster?.stop();
  await Promise.all([mail.close(), hooks.close()]);
});

/** Each test's own client addresses (TEST-NET-2), so rate-limit budgets never meet. */
const address = (n: number) => `198.51.100.${n}`;

/** One row of `query` on the cluster's database. */
async function dbRows<T extends Record<string, unknown>>(query: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(query)).rows;
  } finally {
    await client.end();
  }
}

let credentialSeq = 0;
/** Requests a Certificate (type C, one unit) through `gatewayUrl` as `caller`; answers its id. */
async function requestCertificate(gatewayUrl: string, caller: Caller): Promise<string> {
  const options = await gqlOk<{
    formOptions: { courses: { id: string }[]; campuses: { id: string }[]; students: { id: string }[] };
  }>(gatewayUrl, caller, '{ formOptions { courses { id } campuses { id } students { id } } }');
  const { courses, campuses, students } = options.formOptions;
  credentialSeq++;
  const data = await gqlOk<{ requestCertificate: { certificates: { id: string }[] } }>(
    gatewayUrl,
    caller,
    'mutation($input: RequestCertificateInput!) { requestCertificate(input: $input) { certificates { id } } }',
    {
      input: {
        studentId: students[credentialSeq % students.length]!.id,
        courseId: courses[0]!.id,
        campusId: campuses[0]!.id,
        certificateType: 'CERTIFICATE',
        credentialDate: new Date().toISOString().slice(0, 10),
        credentialNumber: `INST-${process.pid}-${credentialSeq}`,
        units: [
          {
            unitStartDate: '2026-02-03',
            unitCode: 'BSBOPS502',
            unitName: 'Manage business operational plans',
            mark: '80',
            outcomeResult: 'Competent',
            outcomeGradeShortCode: 'CA',
          },
        ],
      },
    },
  );
  return data.requestCertificate.certificates[0]!.id;
}

const VIEWER = '{ viewer { user { email } } }';

interface NotificationEvent {
  notificationAdded: { notification: { subject: string; certificateId: string | null } };
}
interface CertificateEvent {
  certificateUpdated: { id: string; status: string; action: string };
}
const NOTIFICATIONS = 'subscription { notificationAdded { notification { subject certificateId } } }';
const CERTIFICATES = 'subscription { certificateUpdated { id status action } }';

test('a subscriber on gateway A gets the notifications and certificate changes of actions taken through gateway B', async () => {
  const approver = {
    address: address(10),
    token: await login(A.gatewayUrl, address(10), DEMO_ACCOUNTS.approver, DEMO_PASSWORD),
  };
  const signee = {
    address: address(11),
    token: await login(A.gatewayUrl, address(11), DEMO_ACCOUNTS.signee1, DEMO_PASSWORD),
  };
  const approverLive = liveConnection(A.gatewayUrl, approver);
  const signeeLive = liveConnection(A.gatewayUrl, signee);
  await Promise.all([approverLive.connected, signeeLive.connected]);
  const approverNotifications = approverLive.subscribe<NotificationEvent>(NOTIFICATIONS);
  const approverChanges = approverLive.subscribe<CertificateEvent>(CERTIFICATES);
  const signeeNotifications = signeeLive.subscribe<NotificationEvent>(NOTIFICATIONS);
  await Promise.all([approverLive.settled(), signeeLive.settled()]);
  try {
    const requisitioner = {
      address: address(12),
      token: await login(B.gatewayUrl, address(12), DEMO_ACCOUNTS.requisitioner, DEMO_PASSWORD),
    };
    const id = await requestCertificate(B.gatewayUrl, requisitioner);
    await approverNotifications.next(
      (e) =>
        e.notificationAdded.notification.certificateId === id &&
        e.notificationAdded.notification.subject === 'CERTIFICATE_REQUESTED',
    );
    await approverChanges.next((e) => e.certificateUpdated.id === id && e.certificateUpdated.status === 'REQUESTED');

    // The approver acts through gateway B with the token gateway A gave them: one session, any gateway.
    await gqlOk(
      B.gatewayUrl,
      { address: address(13), token: approver.token },
      'mutation($input: ApproveCertificateInput!) { approveCertificate(input: $input) { message } }',
      { input: { id, comment: 'Evidence checked.', feeStatus: 'PAID' } },
    );
    await approverChanges.next((e) => e.certificateUpdated.id === id && e.certificateUpdated.status === 'QA_APPROVED');
    await signeeNotifications.next(
      (e) =>
        e.notificationAdded.notification.certificateId === id &&
        e.notificationAdded.notification.subject === 'CERTIFICATE_APPROVED',
    );
  } finally {
    await Promise.all([approverLive.dispose(), signeeLive.dispose()]);
  }
});

test('rate limits are one budget: a session or an address that spent it on gateway A is refused on gateway B', async () => {
  // Per session: the requisitioner spends the session's budget on A from one address…
  const token = await login(A.gatewayUrl, address(20), DEMO_ACCOUNTS.requisitioner, DEMO_PASSWORD);
  let accepted = 0;
  for (let i = 0; i < RATE_LIMIT_PRINCIPAL + 5; i++) {
    const answer = await gql(A.gatewayUrl, { address: address(20), token }, '{ __typename }');
    if (answer.status === 429) break;
    expect(answer.status).toBe(200);
    accepted++;
  }
  expect(accepted).toBe(RATE_LIMIT_PRINCIPAL);
  // … and is refused on B from another address; another session of theirs is not.
  const refused = await gql(B.gatewayUrl, { address: address(21), token }, VIEWER);
  expect(refused.status).toBe(429);
  expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'principal' });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  const other = await login(B.gatewayUrl, address(21), DEMO_ACCOUNTS.requisitioner, DEMO_PASSWORD);
  expect((await gql(B.gatewayUrl, { address: address(21), token: other }, VIEWER)).status).toBe(200);

  // Per address: an anonymous client spends its address's budget on A…
  let anonymous = 0;
  for (let i = 0; i < RATE_LIMIT_ADDRESS + 5; i++) {
    const answer = await gql(A.gatewayUrl, { address: address(30) }, '{ __typename }');
    if (answer.status === 429) break;
    anonymous++;
  }
  expect(anonymous).toBe(RATE_LIMIT_ADDRESS);
  // … and is refused on B, WebSocket included; another address is not.
  const fromB = await gql(B.gatewayUrl, { address: address(30) }, '{ __typename }');
  expect(fromB.status).toBe(429);
  expect(fromB.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', limit: 'address' });
  const socket = liveConnection(B.gatewayUrl, { address: address(30), token: other });
  expect((await socket.closed).code).toBe(4429);
  await socket.dispose();
  expect((await gql(B.gatewayUrl, { address: address(31) }, '{ __typename }')).status).toBe(200);
});

test('a logout through gateway B ends the session on gateway A at once: its next request and its subscription', async () => {
  const token = await login(B.gatewayUrl, address(40), DEMO_ACCOUNTS.printer, DEMO_PASSWORD);
  const caller = { address: address(41), token };
  const live = liveConnection(A.gatewayUrl, caller);
  await live.connected;
  const subscription = live.subscribe<NotificationEvent>(NOTIFICATIONS);
  await live.settled();
  expect((await gqlOk<{ viewer: { user: { email: string } } }>(A.gatewayUrl, caller, VIEWER)).viewer.user.email).toBe(
    DEMO_ACCOUNTS.printer,
  );

  const t0 = Date.now();
  await gqlOk(B.gatewayUrl, { address: address(40), token }, 'mutation { logout { success } }');
  // The very next request through A is refused (no instance may keep the session alive).
  const after = await gql(A.gatewayUrl, caller, VIEWER);
  expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const closed = await live.closed;
  console.log(`logout on B → subscription on A closed (${closed.code}) after ${closed.at - t0} ms`);
  expect(closed).toMatchObject({ code: 4401, reason: 'Unauthorized' });
  expect(JSON.stringify(await subscription.ended)).toContain('UNAUTHENTICATED');
  await live.dispose();
});

test('deactivating a user through gateway B ends their session on gateway A at once: next request and subscription', async () => {
  const admin = {
    address: address(50),
    token: await login(B.gatewayUrl, address(50), DEMO_ACCOUNTS.admin, DEMO_PASSWORD),
  };
  const person = { firstName: 'Casey', lastName: 'Temp', mobileNumber: '0400000001' };
  const added = await gqlOk<{ addUser: { user: { id: string } } }>(
    B.gatewayUrl,
    admin,
    'mutation($input: AddUserInput!) { addUser(input: $input) { user { id } } }',
    { input: { ...person, email: 'casey.temp@certify.test', password: 'Temp@2026x', roleIds: ['5'] } },
  );
  const caller = {
    address: address(51),
    token: await login(A.gatewayUrl, address(51), 'casey.temp@certify.test', 'Temp@2026x'),
  };
  const live = liveConnection(A.gatewayUrl, caller);
  await live.connected;
  const subscription = live.subscribe<CertificateEvent>(CERTIFICATES);
  await live.settled();
  await gqlOk(A.gatewayUrl, caller, VIEWER);

  const t0 = Date.now();
  await gqlOk(B.gatewayUrl, admin, 'mutation($input: UpdateUserInput!) { updateUser(input: $input) { message } }', {
    input: { id: added.addUser.user.id, ...person, active: false },
  });
  const after = await gql(A.gatewayUrl, caller, VIEWER);
  expect(after.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  const closed = await live.closed;
  console.log(`deactivation on B → subscription on A closed (${closed.code}) after ${closed.at - t0} ms`);
  expect(closed).toMatchObject({ code: 4401, reason: 'Unauthorized' });
  expect(JSON.stringify(await subscription.ended)).toContain('UNAUTHENTICATED');
  await live.dispose();
});

/** Polls `check` every 500 ms until it answers true; fails with `what` after `ms`. */
async function eventually(what: string, check: () => Promise<boolean>, ms: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what}: not within ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
  return Date.now() - started;
}

test('killing api A while it sends e-mail and webhooks loses nothing: api B sends them, and A starts again cleanly', async () => {
  test.setTimeout(300_000);
  // An integrator's endpoint for every requested certificate (made through B by the administrator).
  const admin = {
    address: address(60),
    token: await login(B.gatewayUrl, address(60), DEMO_ACCOUNTS.admin, DEMO_PASSWORD),
  };
  const client = await gqlOk<{ createApiClient: { apiClient: { id: string } } }>(
    B.gatewayUrl,
    admin,
    'mutation($input: CreateApiClientInput!) { createApiClient(input: $input) { apiClient { id } } }',
    { input: { name: 'Student management system', scopes: ['REGISTER_READ'] } },
  );
  await gqlOk(
    B.gatewayUrl,
    admin,
    'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
    {
      input: {
        apiClientId: client.createApiClient.apiClient.id,
        url: `http://127.0.0.1:${hooks.port}/hook`,
        events: ['CERTIFICATE_REQUESTED'],
      },
    },
  );

  // Through gateway A, with the SMTP server and the receiver keeping api A waiting mid-send: each
  // request e-mails its approvers (the approver and the administrator) and makes one delivery.
  const requisitioner = {
    address: address(61),
    token: await login(A.gatewayUrl, address(61), DEMO_ACCOUNTS.requisitioner, DEMO_PASSWORD),
  };
  mail.hold();
  hooks.hold();
  const requested: string[] = [];
  for (let i = 0; i < 8; i++) requested.push(await requestCertificate(A.gatewayUrl, requisitioner));
  await eventually(
    'api A is sending (an e-mail and a delivery held mid-send)',
    async () => mail.waiting > 0 && hooks.waiting > 0,
    30_000,
  );
  const [claimed] = await dbRows<{ mails: number; deliveries: number }>(`
    SELECT (SELECT count(*)::int FROM mail_outbox
             WHERE status = 'pending' AND attempts > 0 AND next_attempt_at > now()) AS mails,
           (SELECT count(*)::int FROM webhook_deliveries
             WHERE status = 'pending' AND attempts > 0 AND next_attempt_at > now()) AS deliveries`);
  console.log(`at the kill: ${claimed!.mails} e-mail(s) and ${claimed!.deliveries} delivery(ies) claimed mid-send`);
  expect(claimed!.mails).toBeGreaterThan(0);
  expect(claimed!.deliveries).toBeGreaterThan(0);

  await cluster.killApi(A);
  mail.release();
  hooks.release();

  const [queued] = await dbRows<{ mails: number; deliveries: number }>(`
    SELECT (SELECT count(*)::int FROM mail_outbox) AS mails, (SELECT count(*)::int FROM webhook_deliveries) AS deliveries`);
  expect(queued!.deliveries).toBe(requested.length);
  const waited = await eventually(
    'api B sent every e-mail and delivered every webhook',
    async () => {
      const [left] = await dbRows<{ n: number }>(`
        SELECT (SELECT count(*)::int FROM mail_outbox WHERE status <> 'sent')
             + (SELECT count(*)::int FROM webhook_deliveries WHERE status <> 'delivered') AS n`);
      return left!.n === 0;
    },
    150_000,
  );
  console.log(
    `api B finished api A's work ${Math.round(waited / 1000)} s after the kill: ${queued!.mails} e-mails ` +
      `(${mail.received.length} received), ${queued!.deliveries} deliveries (${hooks.received.length} received)`,
  );
  // Every message reached its receiver at least once (a send cut off by the kill may repeat).
  const deliveryIds = await dbRows<{ message_id: string }>('SELECT message_id FROM webhook_deliveries');
  for (const { message_id } of deliveryIds) expect(hooks.ids.has(message_id)).toBe(true);
  const recipients = await dbRows<{ to_address: string; n: number }>(
    'SELECT lower(to_address) AS to_address, count(*)::int AS n FROM mail_outbox GROUP BY 1',
  );
  for (const { to_address, n } of recipients) {
    expect(mail.received.filter((m) => m.to.includes(to_address)).length).toBeGreaterThanOrEqual(n);
  }

  // api A starts again on its port; gateway A serves through it, and its subscribers hear B again.
  await cluster.restartApi(A);
  expect(A.api.output()).not.toContain('cannot start');
  expect((await fetch(`${A.apiUrl}/ready`)).status).toBe(200);
  await eventually(
    'gateway A is ready again',
    async () => (await fetch(`${A.gatewayUrl}/ready`)).status === 200,
    30_000,
  );
  const approver = {
    address: address(62),
    token: await login(A.gatewayUrl, address(62), DEMO_ACCOUNTS.approver, DEMO_PASSWORD),
  };
  const live = liveConnection(A.gatewayUrl, approver);
  await live.connected;
  const changes = live.subscribe<CertificateEvent>(CERTIFICATES);
  await live.settled();
  try {
    const fromB = {
      address: address(63),
      token: await login(B.gatewayUrl, address(63), DEMO_ACCOUNTS.requisitioner, DEMO_PASSWORD),
    };
    const id = await requestCertificate(B.gatewayUrl, fromB);
    await changes.next((e) => e.certificateUpdated.id === id);
  } finally {
    await live.dispose();
  }
});
