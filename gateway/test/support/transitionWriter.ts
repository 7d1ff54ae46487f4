/**
 * A second process that moves certificates through workflow transitions over HTTP while an
 * integrator syncs the register (gateway/test/integratorSync.test.ts, docs/integrators.md).
 * It signs in to the gateway as a staff member (plain fetch, GraphQL `login`), prints `ready`, waits
 * for a line `go` on stdin, then runs its plan with a few requests in flight, printing `done <n>`
 * after each transition and `finished <n>` at the end; any refusal ends it with exit code 1.
 *
 *   WRITER_GATEWAY_URL=http://127.0.0.1:4000 WRITER_EMAIL=approver@certify.test WRITER_PASSWORD=… \
 *   WRITER_PLAN='[{"id":"12","steps":["approve"]},{"id":"13","steps":["issue","cancel"]}]' \
 *     node --import tsx gateway/test/support/transitionWriter.ts
 */
import { createInterface } from 'node:readline';

/** One transition the writer knows, as the GraphQL mutation that makes it. */
export type WriterStep = 'approve' | 'reject' | 'issue' | 'cancel';

/** A certificate and the transitions it goes through, in order. */
export interface WriterPlanItem {
  id: string;
  steps: WriterStep[];
}

const MUTATIONS: Record<WriterStep, { query: string; input: (id: string) => Record<string, unknown> }> = {
  approve: {
    query: 'mutation($input: ApproveCertificateInput!) { approveCertificate(input: $input) { message } }',
    input: (id) => ({ id, comment: 'Checked by the writer', feeStatus: 'PAID' }),
  },
  reject: {
    query: 'mutation($input: CertificateCommentInput!) { rejectCertificate(input: $input) { message } }',
    input: (id) => ({ id, comment: 'Wrong course' }),
  },
  issue: {
    query: 'mutation($input: CertificateIdInput!) { issueCertificate(input: $input) { message } }',
    input: (id) => ({ id }),
  },
  cancel: {
    query: 'mutation($input: CertificateCommentInput!) { cancelCertificate(input: $input) { message } }',
    input: (id) => ({ id, comment: 'Issued in error' }),
  },
};

/** How many transitions are in flight at once. */
const IN_FLIGHT = 4;

async function graphql(url: string, query: string, variables: Record<string, unknown>, token?: string) {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`${res.status} ${JSON.stringify(body.errors)}`);
  return body.data;
}

async function main(): Promise<void> {
  const url = process.env.WRITER_GATEWAY_URL!;
  const plan = JSON.parse(process.env.WRITER_PLAN ?? '[]') as WriterPlanItem[];
  const login = await graphql(url, 'mutation($input: LoginInput!) { login(input: $input) { token } }', {
    input: { email: process.env.WRITER_EMAIL, password: process.env.WRITER_PASSWORD },
  });
  const token = (login.login as { token: string }).token;
  console.log('ready');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) if (line.trim() === 'go') break;

  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < plan.length) {
      const item = plan[next++]!;
      for (const step of item.steps) {
        const m = MUTATIONS[step];
        await graphql(url, m.query, { input: m.input(item.id) }, token);
        console.log(`done ${++done}`);
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  console.log(`finished ${done}`);
  lines.close();
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
