/**
 * Idempotent mutations through the gateway, as an outside client sends them (plain `fetch` with an
 * `Idempotency-Key` header): a retried mutation answers the same data and acts once; two mutation
 * fields of one document get keys of their own; a key reused for other input and a malformed key
 * are refused with nothing changed. Against the real in-process api.
 * spec: docs/integrators.md "Request certificates safely"; gateway/src/idempotency/withIdempotencyKeys.ts;
 * api/CONTRACT.md "Idempotent writes".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldIdempotencyKeys } from '../src/idempotency/withIdempotencyKeys.js';
import { feeRequired, requestCertificate, requestInput } from './support/fixtures.js';
import { REQUEST, transition } from './support/operations.js';
import { codeOf, type GqlResult, ok, type Stack, startStack } from './support/stack.js';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** One GraphQL operation over plain fetch, with an `Idempotency-Key`. */
async function post<T>(query: string, variables: Record<string, unknown>, token: string, key: string) {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': key },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as GqlResult<T> };
}

const changed = (before: Record<string, string>, after: Record<string, string>) =>
  Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);

interface Payload {
  message: string;
  certificates: Array<{ id: string; credentialNumber: string; status: string }>;
}

describe('a mutation sent again with the same Idempotency-Key', () => {
  it('requestCertificate answers identical data and requests one certificate', async () => {
    const token = await stack.token('requisitioner');
    const input = await requestInput(stack, token);
    const first = await post<{ requestCertificate: Payload }>(REQUEST, { input }, token, 'gw-request-1');
    const data = ok(first.body);
    expect(data.requestCertificate.certificates[0]?.credentialNumber).toBe(input.credentialNumber);
    const before = await stack.digest();

    stack.calls.length = 0;
    const again = await post<{ requestCertificate: Payload }>(REQUEST, { input }, token, 'gw-request-1');
    expect(again.body).toEqual(first.body);
    expect(changed(before, await stack.digest())).toEqual([]);
    expect(stack.calls.filter((c) => c.method !== 'GET').map((c) => c.path)).toEqual(['/saveCertificate']);

    // The same input without the key is refused as a duplicate: only one certificate exists.
    const plain = await stack.gql(REQUEST, { input }, token);
    expect(codeOf(plain)).toBe('BAD_USER_INPUT');
  });

  it('two mutation fields of one document act each once, and the document again answers the same', async () => {
    const [a, b] = [await requestCertificate(stack, 0), await requestCertificate(stack, 1)];
    const token = await stack.token('approver');
    const fee = (await feeRequired(stack, token)) ? { feeStatus: 'PAID' } : {};
    const doc = `mutation Both($a: ApproveCertificateInput!, $b: ApproveCertificateInput!) {
      first: approveCertificate(input: $a) { message certificates { id status } }
      second: approveCertificate(input: $b) { message certificates { id status } }
    }`;
    const variables = { a: { id: a, comment: 'ok', ...fee }, b: { id: b, comment: 'ok', ...fee } };
    const once = await post<Record<string, Payload>>(doc, variables, token, 'gw-both');
    const data = ok(once.body);
    expect(data.first!.certificates[0]).toMatchObject({ id: a, status: 'QA_APPROVED' });
    expect(data.second!.certificates[0]).toMatchObject({ id: b, status: 'QA_APPROVED' });
    const before = await stack.digest();
    const twice = await post<Record<string, Payload>>(doc, variables, token, 'gw-both');
    expect(twice.body).toEqual(once.body);
    expect(changed(before, await stack.digest())).toEqual([]);
  });

  it('with other input is refused (the key is used for a different request), nothing changed', async () => {
    const [a, b] = [await requestCertificate(stack, 2), await requestCertificate(stack, 3)];
    const token = await stack.token('approver');
    const fee = (await feeRequired(stack, token)) ? { feeStatus: 'PAID' } : {};
    const approve = transition('approveCertificate', 'ApproveCertificateInput');
    ok((await post(approve, { input: { id: a, comment: 'ok', ...fee } }, token, 'gw-reused')).body);
    const before = await stack.digest();
    const other = await post(approve, { input: { id: b, comment: 'ok', ...fee } }, token, 'gw-reused');
    expect(codeOf(other.body)).toBe('BAD_USER_INPUT');
    expect(other.body.errors?.[0]?.message).toBe('Idempotency-Key is already used for a different request');
    expect(changed(before, await stack.digest())).toEqual([]);
  });

  it('with a malformed key is refused before any call', async () => {
    const token = await stack.token('requisitioner');
    const input = await requestInput(stack, token);
    const before = await stack.digest();
    stack.calls.length = 0;
    const res = await post(REQUEST, { input }, token, 'two words');
    expect(codeOf(res.body)).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0]?.message).toMatch(/^Idempotency-Key must be 1 to 255/);
    expect(stack.calls).toEqual([]);
    expect(changed(before, await stack.digest())).toEqual([]);
  });
});

describe('the derived keys', () => {
  it('are distinct per field, route and repeat, quoted, and hashed when too long', () => {
    const keys = fieldIdempotencyKeys('k', 'first');
    expect(keys('POST', '/readNotification')).toBe('"k:first:POST:/readNotification"');
    expect(keys('POST', '/notifications')).toBe('"k:first:POST:/notifications"');
    expect(keys('POST', '/notifications')).toBe('"k:first:POST:/notifications#2"');
    expect(fieldIdempotencyKeys('say "hi"', 'a')('PUT', '/x')).toBe('"say \\"hi\\":a:PUT:/x"');
    expect(fieldIdempotencyKeys('k'.repeat(255), 'a')('POST', '/x')).toMatch(/^"sha256:[0-9a-f]{64}"$/);
  });
});
