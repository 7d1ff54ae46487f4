/**
 * Runs every example of docs/integrators.md against a real api and gateway, as the guide says an
 * integrator would (docs/integrators.mds guide": each example run by a test so the guide
 * never goes stale). Examples are the fenced blocks after an `<!-- example: name -->` marker:
 * shell blocks run in bash with CERTIFY_URL and CERTIFY_SECRET set; TypeScript blocks are
 * imported as modules and their exports called.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { requestInput } from './support/fixtures.js';
import { ok, startStack, type Stack } from './support/stack.js';

const here = dirname(fileURLToPath(import.meta.url));
const GUIDE = join(here, '../../docs/integrators.md');
const SCRATCH = join(here, '.guide-examples');

/** name → { lang, code } of every marked example of the guide. */
function examples(): Map<string, { lang: string; code: string }> {
  const text = readFileSync(GUIDE, 'utf8');
  const found = new Map<string, { lang: string; code: string }>();
  for (const m of text.matchAll(/<!-- example: ([\w-]+) -->\n```(\w+)\n([\s\S]*?)```/g)) {
    found.set(m[1]!, { lang: m[2]!, code: m[3]! });
  }
  return found;
}

const EXAMPLES = examples();
const example = (name: string) => {
  const found = EXAMPLES.get(name);
  if (!found) throw new Error(`docs/integrators.md has no example "${name}"`);
  return found;
};

let stack: Stack;
let secret: string;
const run = promisify(execFile);

/** Runs a shell example with the integrator's environment (plus `env`); answers its stdout. */
async function sh(name: string, env: Record<string, string> = {}): Promise<string> {
  const { lang, code } = example(name);
  expect(lang).toBe('sh');
  const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', code], {
    env: { PATH: process.env.PATH ?? '', CERTIFY_URL: stack.gatewayUrl, CERTIFY_SECRET: secret, ...env },
    timeout: 30_000,
  });
  return stdout;
}

/** Imports a TypeScript example as a module. */
async function load<T>(name: string): Promise<T> {
  const { lang, code } = example(name);
  expect(lang).toBe('ts');
  const file = join(SCRATCH, `${name}.ts`);
  writeFileSync(file, code);
  return (await import(file)) as T;
}

beforeAll(async () => {
  mkdirSync(SCRATCH, { recursive: true });
  stack = await startStack();
  const created = ok(
    await stack.gql<{ createApiClient: { secret: string } }>(
      'mutation($input: CreateApiClientInput!) { createApiClient(input: $input) { secret } }',
      { input: { name: 'Guide examples', scopes: ['REGISTER_READ', 'CERTIFICATES_REQUEST', 'WEBHOOKS_MANAGE'] } },
      await stack.token('admin'),
    ),
  );
  secret = created.createApiClient.secret;
  process.env.CERTIFY_URL = stack.gatewayUrl;
  process.env.CERTIFY_SECRET = secret;
});
afterAll(async () => {
  rmSync(SCRATCH, { recursive: true, force: true });
  await stack?.close();
});

interface Stored {
  credentialNumber: string;
  status: string;
  updatedAt: string;
}

describe('docs/integrators.md', () => {
  it('first query: curl with the secret reads the client and the register', async () => {
    const answer = JSON.parse(await sh('first-query'));
    expect(answer.errors).toBeUndefined();
    expect(answer.data.viewerApiClient.name).toBe('Guide examples');
    expect(answer.data.certificateRegister.totalCount).toBeGreaterThan(0);
    expect(answer.data.certificateRegister.edges[0].node.course.code).toBeTruthy();
  });

  it('sync: a full sync stores the whole register; an incremental one picks up a change', async () => {
    const { syncRegister } = await load<{
      syncRegister: (store: Map<string, Stored>, cursor: string | null) => Promise<string | null>;
    }>('sync');
    /**
     * Syncs from `from` again and again, as an integrator on a schedule would, until `done`: a
     * change shows once every transaction older than it has ended (the guide's "appears on a later
     * read"), and on a shared PostgreSQL other databases' transactions count too. Answers the
     * last cursor; fails after 15 s.
     */
    const syncUntil = (store: Map<string, Stored>, from: string | null, done: () => boolean) => {
      let cursor = from;
      return vi.waitFor(
        async () => {
          cursor = await syncRegister(store, cursor);
          if (!done()) throw new Error('the sync has not picked the change up yet');
          return cursor;
        },
        { timeout: 15_000, interval: 100 },
      );
    };
    const admin = await stack.token('admin');
    const total = ok(
      await stack.gql<{ certificateRegister: { totalCount: number } }>(
        '{ certificateRegister { totalCount } }',
        {},
        admin,
      ),
    ).certificateRegister.totalCount;
    const store = new Map<string, Stored>();
    const cursor = await syncUntil(store, null, () => store.size >= total);
    expect(store.size).toBe(total);
    expect(cursor).toBeTruthy();

    // Nothing changed: the stored cursor answers nothing new and stays usable.
    const same = await syncRegister(store, cursor);
    expect(same).toBe(cursor);

    // A staff member rejects a requested certificate; a later incremental sync sees it.
    const requested = [...store.entries()].find(([, c]) => c.status === 'REQUESTED')!;
    ok(
      await stack.gql(
        'mutation($input: CertificateCommentInput!) { rejectCertificate(input: $input) { message } }',
        { input: { id: requested[0], comment: 'Wrong course' } },
        admin,
      ),
    );
    const next = await syncUntil(store, cursor, () => store.get(requested[0])!.status !== 'REQUESTED');
    expect(next).not.toBe(cursor);
    expect(store.get(requested[0])!.status).toBe('QA_REJECTED');
    expect(store.size).toBe(total);
  });

  it('by credential number: finds the certificate, and null for an unknown number', async () => {
    const admin = await stack.token('admin');
    const first = ok(
      await stack.gql<{ certificateRegister: { edges: { node: { id: string; credentialNumber: string } }[] } }>(
        '{ certificateRegister(first: 1) { edges { node { id credentialNumber } } } }',
        {},
        admin,
      ),
    ).certificateRegister.edges[0]!.node;
    const found = JSON.parse(await sh('by-credential-number', { CREDENTIAL_NUMBER: first.credentialNumber }));
    expect(found.data.certificate.id).toBe(first.id);
    const missing = JSON.parse(await sh('by-credential-number', { CREDENTIAL_NUMBER: 'NO-SUCH-NUMBER' }));
    expect(missing.data.certificate).toBeNull();
  });

  it('idempotent request: two attempts with one key answer the same single certificate', async () => {
    const input = await requestInput(stack, await stack.token('requisitioner'));
    const out = await sh('idempotent-request', { REQUEST_INPUT: JSON.stringify(input) });
    const [first, second] = out
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(first.errors).toBeUndefined();
    expect(second).toEqual(first);
    const id = first.data.requestCertificate.certificates[0].id;
    const admin = await stack.token('admin');
    const matching = ok(
      await stack.gql<{ certificateRegister: { totalCount: number } }>(
        'query($n: String) { certificateRegister(filter: { credentialNumber: $n }) { totalCount edges { node { id } } } }',
        { n: input.credentialNumber },
        admin,
      ),
    );
    expect(matching.certificateRegister.totalCount).toBe(1);
    expect(id).toBeTruthy();
  });

  it('verify webhook: accepts a delivery signed with the endpoint secret and refuses a changed one', async () => {
    const endpointSecret = `whsec_${Buffer.from('a'.repeat(32)).toString('base64')}`;
    process.env.CERTIFY_WEBHOOK_SECRET = endpointSecret;
    const { verifyDelivery } = await load<{
      verifyDelivery: (raw: string, headers: Record<string, string>) => { type: string };
    }>('verify-webhook');
    const body = JSON.stringify({
      type: 'certificate.issued',
      timestamp: new Date().toISOString(),
      data: { certificate: { id: '1', credentialNumber: 'X-1', status: 'ISSUED' } },
    });
    const id = 'msg_guide';
    const now = new Date();
    const headers = {
      'webhook-id': id,
      'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
      'webhook-signature': new Webhook(endpointSecret).sign(id, now, body),
    };
    expect(verifyDelivery(body, headers).type).toBe('certificate.issued');
    expect(() => verifyDelivery(body.replace('ISSUED', 'CANCELLED'), headers)).toThrow();
  });

  it('limits: every answer carries the RateLimit headers', async () => {
    const lines = (await sh('limits')).toLowerCase();
    expect(lines).toMatch(/^ratelimit-policy:/m);
    expect(lines).toMatch(/^ratelimit:/m);
  });

  it('verify a credential: jose accepts the JWS with the published keys, and refuses a changed one (docs/verification.md)', async () => {
    const { verifyCredential } = await load<{
      verifyCredential: (certifyUrl: string, jwt: string) => Promise<Record<string, any>>;
    }>('verify-credential');
    const printed = ok(
      await stack.gql<{ certificates: { nodes: { id: string }[] } }>(
        '{ certificates(list: PRINTED, pageSize: 1) { nodes { id } } }',
        {},
        await stack.token('admin'),
      ),
    ).certificates.nodes[0]!;
    const details = (await (
      await fetch(`${stack.apiUrl}/certificateView/${printed.id}`, {
        headers: { authorization: `Bearer ${await stack.token('admin')}` },
      })
    ).json()) as { certificate_data: { verification_code: string } };
    const code = details.certificate_data.verification_code;
    const jwt = await (await fetch(`${stack.gatewayUrl}/verify/${code}/credential?format=jwt`)).text();
    const credential = await verifyCredential(stack.gatewayUrl, jwt);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.credentialSubject.achievement.name).toBeTruthy();
    const [h, p, s] = jwt.split('.');
    const changed = JSON.parse(Buffer.from(p!, 'base64url').toString());
    changed.validFrom = '2000-01-01T00:00:00Z';
    await expect(
      verifyCredential(stack.gatewayUrl, `${h}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${s}`),
    ).rejects.toThrow();
  });
});
