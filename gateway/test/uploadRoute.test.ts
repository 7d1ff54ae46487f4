/**
 * `POST /files/uploads` (src/files/uploadRoute.ts; docs/product.md "Administration"): the browser's multipart body streams
 * through the gateway to the api, which checks it; the answer is the upload id a mutation takes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Stack, startStack } from './support/stack.js';

let stack: Stack;
let token: string;
beforeAll(async () => {
  stack = await startStack({ api: { certificates: false } });
  token = await stack.token('admin');
});
afterAll(() => stack?.close());

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

async function upload(purpose: string, bytes: Uint8Array<ArrayBuffer>, name: string, withToken = true) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${stack.gatewayUrl}/files/uploads?purpose=${purpose}`, {
    method: 'POST',
    headers: withToken ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('POST /files/uploads', () => {
  it('streams a template PDF to the api and answers its upload id, kind, size and SHA-256', async () => {
    const res = await upload('template', PDF, 'Award.pdf');
    expect(res.status).toBe(200);
    expect(res.body.upload).toMatchObject({
      fileName: 'Award.pdf',
      kind: 'pdf',
      contentType: 'application/pdf',
      byteSize: PDF.length,
    });
    expect(res.body.upload.id).toMatch(/^\d+$/);
    expect(res.body.upload.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(stack.calls.some((c) => c.method === 'POST' && c.path === '/uploads/template')).toBe(true);
  });

  it('passes on the api’s refusals: another kind 415, too large 413', async () => {
    const wrong = await upload('template', PNG, 'fake.pdf');
    expect(wrong).toEqual({ status: 415, body: { code: 'BAD_USER_INPUT', message: 'The file must be a PDF' } });
    const big = new Uint8Array(2 * 1024 * 1024 + 16);
    big.set(PNG);
    const tooBig = await upload('image', big, 'big.png');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('The file must be at most 2 MB');
  });

  it('needs a token and a known purpose, before anything reaches the api', async () => {
    stack.calls.length = 0;
    expect(await upload('template', PDF, 'a.pdf', false)).toEqual({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Unauthenticated.' },
    });
    const unknown = await upload('video', PDF, 'a.pdf');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('purpose must be one of template, image, csv, pkcs12');
    expect(stack.calls).toEqual([]);
  });
});
