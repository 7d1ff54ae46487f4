/**
 * `POST /uploads/{purpose}` and `takeUpload` (src/files/uploads.ts; docs/product.md "Administration"): a file is checked by
 * content and size for its purpose, stored as the caller's upload, and taken once, by its owner,
 * as the kind of file the later call needs; unused uploads go after a day.
 */
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { storedFiles } from '../src/db/schema.js';
import { purgeStaleUploads, takeUpload, UPLOAD_NOT_FOUND } from '../src/files/uploads.js';
import { startTestApi, type TestApi } from './harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ certificates: false });
});
afterAll(() => api?.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

const form = (bytes: Buffer, name = 'template.pdf') => {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(bytes)]), name);
  return f;
};

describe('POST /uploads/{purpose}', () => {
  test('stores the caller’s file with its kind, size and SHA-256 (never the declared type)', async () => {
    const token = await api.login('admin@certify.test');
    const res = await api.request('POST', '/uploads/template', { token, multipart: form(PDF, 'Award.pdf') });
    expect(res.status).toBe(200);
    expect(res.body.upload).toMatchObject({
      file_name: 'Award.pdf',
      file_kind: 'pdf',
      content_type: 'application/pdf',
      byte_size: PDF.length,
      sha256: createHash('sha256').update(PDF).digest('hex'),
    });
    const [row] = await api.db.select().from(storedFiles).where(eq(storedFiles.id, res.body.upload.id));
    expect(row).toMatchObject({ kind: 'upload', createdBy: await api.userId('admin@certify.test') });
  });

  test('refuses another kind (415) and an image over 2 MB (413); nothing is stored', async () => {
    const token = await api.login('signee1@certify.test');
    const before = await api.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles);
    const png = await api.request('POST', '/uploads/template', { token, multipart: form(PNG, 'fake.pdf') });
    expect(png.status).toBe(415);
    expect(png.body.message).toBe('The file must be a PDF');
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await api.request('POST', '/uploads/image', { token, multipart: form(big, 'big.png') });
    expect(tooBig.status).toBe(413);
    const after = await api.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles);
    expect(after[0]!.n).toBe(before[0]!.n);
  });
});

describe('takeUpload', () => {
  test('only its owner takes it, once, as the kind the call needs', async () => {
    const token = await api.login('signee1@certify.test');
    const res = await api.request('POST', '/uploads/image', { token, multipart: form(PNG, 'sig.png') });
    const uploadId = res.body.upload.id as number;
    const owner = { userId: await api.userId('signee1@certify.test') };
    const other = { userId: await api.userId('signee2@certify.test') };

    await expect(
      api.db.transaction((tx) => takeUpload(tx, other, uploadId, 'signature', ['png', 'jpeg'], 'signature')),
    ).rejects.toMatchObject({ statusCode: 400, message: UPLOAD_NOT_FOUND });
    await expect(
      api.db.transaction((tx) => takeUpload(tx, owner, uploadId, 'template', ['pdf'], 'certificate')),
    ).rejects.toMatchObject({ statusCode: 400, message: UPLOAD_NOT_FOUND });

    const taken = await api.db.transaction((tx) =>
      takeUpload(tx, owner, uploadId, 'signature', ['png', 'jpeg'], 'signature'),
    );
    expect(Buffer.from(taken.data)).toEqual(PNG);
    const [row] = await api.db.select({ kind: storedFiles.kind }).from(storedFiles).where(eq(storedFiles.id, uploadId));
    expect(row!.kind).toBe('signature');
    await expect(
      api.db.transaction((tx) => takeUpload(tx, owner, uploadId, 'signature', ['png'], 'signature')),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  test('uploads unused for a day are removed; used ones stay', async () => {
    const token = await api.login('admin@certify.test');
    const res = await api.request('POST', '/uploads/csv', {
      token,
      multipart: form(Buffer.from('a,b\n1,2\n'), 'rows.csv'),
    });
    const id = res.body.upload.id as number;
    await api.db
      .update(storedFiles)
      .set({ createdAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(storedFiles.id, id));
    expect(await purgeStaleUploads(api.db)).toBeGreaterThanOrEqual(1);
    expect(await api.db.select().from(storedFiles).where(eq(storedFiles.id, id))).toEqual([]);
  });
});
