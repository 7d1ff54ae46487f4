/**
 * Digital delivery over GraphQL against the real in-process api (docs/printing.md "Digital delivery"): the
 * administrator turns `Organisation.digitalDelivery` on, printing e-mails the learner a link, and
 * `certificateDelivery(token:)` (public) answers the download page; `/files/delivery/{token}` (public)
 * serves exactly the stored PDF, which "Check a document" knows. Unknown tokens: null and 404.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../src/schema.js';
import { postGql, startGateway } from './support/stack.js';

interface TestApi {
  url: string;
  mailer: { sent: { to: string; subject: string; text: string }[] };
  /** The api app: its mail outbox, to wait for the e-mails a print job queued. */
  app: { deps: { mailer: { idle(): Promise<void> } } };
  login(email: string): Promise<string>;
  close(): Promise<void>;
}
interface Kit {
  create(stage: 'issued'): Promise<number>;
}

/** Imports an api test module (a computed specifier keeps tsc from compiling the api's sources here). */
const apiTestModule = async <T>(path: string): Promise<T> =>
  (await import(fileURLToPath(new URL(`../../api/test/${path}`, import.meta.url)))) as T;

let api: TestApi;
let kit: Kit;
let gateway: FastifyInstance;
let url: string;
let admin: string;
let printer: string;

beforeAll(async () => {
  const harness = await apiTestModule<{ startTestApi(): Promise<TestApi> }>('harness.ts');
  const { WorkflowKit } = await apiTestModule<{ WorkflowKit: new (api: TestApi) => Kit }>('workflowKit.ts');
  api = await harness.startTestApi();
  kit = new WorkflowKit(api);
  ({ gateway, url } = await startGateway(api.url));
  admin = await api.login('admin@certify.test');
  printer = await api.login('printer@certify.test');
});
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const gql = <T>(query: string, variables: Record<string, unknown> = {}, token?: string) =>
  postGql<T>(url, query, variables, token);

/** Turns digital delivery on or off through `updateOrganisation`; answers the switch now. */
async function setDelivery(on: boolean): Promise<boolean> {
  const read = await gql<{ organisation: { companyShortName: string; companyName: string } }>(
    '{ organisation { companyShortName companyName } }',
    {},
    admin,
  );
  const { companyShortName, companyName } = read.data!.organisation;
  const res = await gql<{ updateOrganisation: { organisation: { digitalDelivery: boolean } } }>(
    `mutation($input: UpdateOrganisationInput!) { updateOrganisation(input: $input) { organisation { digitalDelivery } } }`,
    { input: { companyShortName, companyName, digitalDelivery: on } },
    admin,
  );
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.updateOrganisation.organisation.digitalDelivery;
}

const sha256 = (bytes: ArrayBuffer) => createHash('sha256').update(Buffer.from(bytes)).digest('hex');

describe('digital delivery over GraphQL', () => {
  it('turns on in Organisation Settings; printing e-mails a link whose page and PDF work without a token', async () => {
    expect(await setDelivery(true)).toBe(true);
    const id = await kit.create('issued');
    // The deprecated `file` waits for the print job to make the PDF (docs/architecture.md "Bulk work off the request path").
    const printed = await gql<{
      printCertificates: { message: string; job: { id: string }; file: { sha256: string } };
    }>(
      'mutation($input: CertificateIdsInput!) { printCertificates(input: $input) { message job { id } file { sha256 } } }',
      { input: { ids: [String(id)] } },
      printer,
    );
    expect(printed.errors, JSON.stringify(printed.errors)).toBeUndefined();
    expect(printed.data!.printCertificates.message).toBe('Certificate printed successfully');
    const job = await gql<{ printJob: { status: string; emailed: number } }>(
      'query($id: ID!) { printJob(id: $id) { status emailed } }',
      { id: printed.data!.printCertificates.job.id },
      printer,
    );
    expect(job.data!.printJob).toEqual({ status: 'DONE', emailed: 1 });
    await api.app.deps.mailer.idle();

    const mail = api.mailer.sent.at(-1)!;
    const token = /\/certificate\/download\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
    const fields = selectAllOf('CertificateDelivery');
    const page = await gql<{ certificateDelivery: Record<string, unknown> & { downloadUrl: string } }>(
      `query($token: String!) { certificateDelivery(token: $token) { ${fields} } }`,
      { token },
    );
    expect(page.errors, JSON.stringify(page.errors)).toBeUndefined();
    const delivery = page.data!.certificateDelivery;
    expect(delivery).toMatchObject({ cancelled: false, downloadUrl: `/files/delivery/${token}` });

    const pdf = await fetch(url + delivery.downloadUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(pdf.headers.get('cache-control')).toContain('no-store');
    const bytes = await pdf.arrayBuffer();
    expect(sha256(bytes)).toBe(printed.data!.printCertificates.file.sha256);
    expect(delivery.byteSize).toBe(bytes.byteLength);

    const check = await gql<{ verifyDocument: { match: boolean; kind: string } }>(
      'query($sha256: String!) { verifyDocument(sha256: $sha256) { match kind } }',
      { sha256: sha256(bytes) },
    );
    expect(check.data!.verifyDocument).toEqual({ match: true, kind: 'PRINT' });
    expect(await setDelivery(false)).toBe(false);
  });

  it('an unknown or malformed token: null, and the PDF a 404', async () => {
    for (const token of ['A'.repeat(43), 'nope', 'x'.repeat(500)]) {
      const res = await gql<{ certificateDelivery: unknown }>(
        'query($token: String!) { certificateDelivery(token: $token) { credentialNumber } }',
        { token },
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.certificateDelivery).toBeNull();
    }
    const pdf = await fetch(`${url}/files/delivery/${'A'.repeat(43)}`);
    expect(pdf.status).toBe(404);
    expect(((await pdf.json()) as { code: string }).code).toBe('NOT_FOUND');
  });
});

/** Selects every field of a type (one level of nested objects). */
function selectAllOf(name: string): string {
  const type = buildSchema().getType(name) as GraphQLObjectType;
  return Object.values(type.getFields())
    .map((f) => {
      const inner = (f.type as { ofType?: unknown }).ofType ?? f.type;
      const fields = (inner as { getFields?: () => Record<string, unknown> }).getFields?.();
      return fields ? `${f.name} { ${Object.keys(fields).join(' ')} }` : f.name;
    })
    .join(' ');
}
