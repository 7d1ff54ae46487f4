/**
 * Public verification over GraphQL against the real in-process api (docs/verification.md): `verification(code:)` and `verifyDocument(sha256:)` work without a token (and
 * with any token, which never travels to the api), answer only the public view, null for an
 * unknown or malformed code, BAD_USER_INPUT for a malformed hash; `/files/logo` is public.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, ok, type Stack, startStack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const VERIFY = `query($code: String!) { verification(code: $code) {
  status reissuedOn cancelledOn organisation { name logoUrl } learnerName credentialNumber issueDate
  certificateType certificateTypeName courseCode courseTitle units { code title } } }`;
const CHECK = `query($sha256: String!) { verifyDocument(sha256: $sha256) {
  match kind printedAt credentials { status credentialNumber learnerName } } }`;

interface Printed {
  id: string;
  credentialNumber: string;
  student: { name: string };
  prints: { file: { url: string; sha256: string } }[];
}

/** The printed certificates the administrator sees. */
async function printed(): Promise<Printed[]> {
  const res = await stack.gql<{ certificates: { nodes: Printed[] } }>(
    `{ certificates(list: PRINTED, pageSize: 20) { nodes { id credentialNumber student { name }
        prints { file { url sha256 } } } } }`,
    {},
    await stack.token('admin'),
  );
  return ok(res).certificates.nodes.filter((n) => n.prints.length > 0);
}

/** The verification code of certificate `id` from the api's staff details. */
async function verificationCode(id: string): Promise<string> {
  const res = await fetch(`${stack.apiUrl}/certificateView/${id}`, {
    headers: { authorization: `Bearer ${await stack.token('admin')}` },
  });
  const body = (await res.json()) as { certificate_data: { verification_code: string | null } };
  if (!body.certificate_data.verification_code) throw new Error(`certificate ${id} has no code`);
  return body.certificate_data.verification_code;
}

type Verification = { verification: Record<string, unknown> | null };

describe('verification(code:)', () => {
  it('answers the public view without a token, and the same with a token', async () => {
    const [cert] = await printed();
    const code = await verificationCode(cert!.id);
    const anonymous = ok(await stack.gql<Verification>(VERIFY, { code }));
    expect(anonymous.verification).toMatchObject({
      status: 'VALID',
      reissuedOn: null,
      cancelledOn: null,
      credentialNumber: cert!.credentialNumber,
      learnerName: cert!.student.name,
      organisation: { name: expect.any(String) },
    });
    expect(anonymous.verification!.issueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const signedIn = ok(await stack.gql<Verification>(VERIFY, { code }, await stack.token('printer')));
    expect(signedIn).toEqual(anonymous);
    // Typed as read from paper.
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4, 13)}-${code.slice(13)}`;
    expect(ok(await stack.gql<Verification>(VERIFY, { code: typed })).verification).toEqual(anonymous.verification);
  });

  it('is null for an unknown, malformed or over-long code, all alike', async () => {
    for (const code of ['A'.repeat(26), 'nope', '', '../../me', 'x'.repeat(150), 'Z'.repeat(5000)]) {
      const res = await stack.gql<Verification>(VERIFY, { code });
      expect(res.errors, code.slice(0, 20)).toBeUndefined();
      expect(res.data?.verification, code.slice(0, 20)).toBeNull();
    }
  });

  it('says CANCELLED with the date once the certificate is cancelled', async () => {
    const [, cert] = await printed();
    const code = await verificationCode(cert!.id);
    const cancelled = await stack.gql(
      'mutation($input: CertificateCommentInput!) { cancelCertificate(input: $input) { message } }',
      { input: { id: cert!.id, comment: 'Issued in error' } },
      await stack.token('approver'),
    );
    expect(cancelled.errors).toBeUndefined();
    const v = ok(await stack.gql<Verification>(VERIFY, { code })).verification!;
    expect(v.status).toBe('CANCELLED');
    expect(v.cancelledOn).toMatch(/^\d{4}-/);
  });
});

describe('verifyDocument(sha256:)', () => {
  it('matches exactly the printed PDF and nothing else', async () => {
    const [cert] = await printed();
    const file = cert!.prints[0]!.file;
    const res = await fetch(stack.gatewayUrl + file.url, {
      headers: { authorization: `Bearer ${await stack.token('admin')}` },
    });
    const pdf = new Uint8Array(await res.arrayBuffer());
    const sha = createHash('sha256').update(pdf).digest('hex');
    expect(sha).toBe(file.sha256);

    type Check = {
      verifyDocument: { match: boolean; kind: string | null; credentials: { credentialNumber: string }[] };
    };
    const hit = ok(await stack.gql<Check>(CHECK, { sha256: sha }));
    expect(hit.verifyDocument.match).toBe(true);
    expect(hit.verifyDocument.kind).toBe('PRINT');
    expect(hit.verifyDocument.credentials.map((c) => c.credentialNumber)).toContain(cert!.credentialNumber);

    pdf[100]! ^= 0xff;
    const miss = ok(await stack.gql<Check>(CHECK, { sha256: createHash('sha256').update(pdf).digest('hex') }));
    expect(miss.verifyDocument).toEqual({ match: false, kind: null, printedAt: null, credentials: [] });
  });

  it('refuses a malformed hash with BAD_USER_INPUT on sha256', async () => {
    const res = await stack.gql(CHECK, { sha256: 'not-a-hash' });
    expect(codeOf(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0]?.extensions?.fieldErrors).toEqual({
      sha256: 'Please give the SHA-256 of the file as 64 hexadecimal characters',
    });
  });
});

describe('/files/logo', () => {
  it('answers without a token (404 while the organisation has no logo)', async () => {
    const res = await fetch(`${stack.gatewayUrl}/files/logo`);
    expect([200, 404]).toContain(res.status);
    expect(res.headers.get('x-file-id')).toBeNull();
  });
});
