/**
 * Bulk signing (same template, assigned signees only, stored signature, password security with
 * throttling, all-or-nothing) and printing (same status + template, one merged stored PDF whose
 * SHA-256 matches, JSON form, reprint), previews and signed PDFs.
 * spec: certificate-workflow §4–§5 "Bulk sign", "Bulk print", §7; DESIGN.md "PDFs";
 * api/CONTRACT.md "Transitions", "PDFs".
 */
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as t from '../src/db/schema.js';
import { storedFileBytes } from '../src/files/storedFileParts.js';
import { startTestApi, type TestApi } from './harness.js';
import { PASSWORD, WorkflowKit } from './workflowKit.js';

let api: TestApi;
let kit: WorkflowKit;

beforeAll(async () => {
  api = await startTestApi();
  kit = new WorkflowKit(api);
});
afterAll(() => api?.close());

const sign = (who: 'signee1' | 'signee2' | 'approver', ids: number[], extra: Record<string, string> = {}) =>
  kit.form(who, '/bulkSignCertificate', {
    ...Object.fromEntries(ids.map((id, i) => [`certificate[${i}]`, id])),
    ...extra,
  });

describe('bulk sign', () => {
  it('signs several certificates at once', async () => {
    const ids = [await kit.create('approved'), await kit.create('approved'), await kit.create('approved')];
    const res = await sign('signee1', ids);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('3 certificates signed successfully');
    expect(res.body.data.map((d: { credential_status: number }) => d.credential_status)).toEqual([1, 1, 1]);
    const done = await sign('signee2', ids, { password: PASSWORD });
    expect(done.body.data.map((d: { credential_status: number }) => d.credential_status)).toEqual([3, 3, 3]);
  });

  it('all must share one template', async () => {
    const ids = [await kit.create('approved', 'C'), await kit.create('approved', 'S')];
    const before = await kit.snapshot(ids);
    const res = await sign('signee1', ids);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('All student certificates must be under same certificate template');
    expect(await kit.snapshot(ids)).toBe(before);
  });

  it('only assigned signees; each signs once; all or nothing', async () => {
    const good = await kit.create('approved');
    const notYet = await kit.create('requested');
    expect((await sign('approver', [good])).status).toBe(403);
    const before = await kit.snapshot([good, notYet]);
    const mixed = await sign('signee1', [good, notYet]);
    expect(mixed.status).toBe(409);
    expect(await kit.snapshot([good, notYet])).toBe(before);
    expect((await sign('signee1', [good])).status).toBe(200);
    const twice = await sign('signee1', [good]);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('You have already signed this certificate');
  });

  it("needs a stored signature: 400 'Please save your Signature'", async () => {
    const id = await kit.create('approved');
    const sig = (await kit.signatureOf('signee1'))!;
    await api.db.delete(t.userSignatures).where(eq(t.userSignatures.userId, sig.userId));
    try {
      const res = await sign('signee1', [id]);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Please save your Signature');
      expect((await kit.signeeRows(id)).every((s) => s.signedAt === null)).toBe(true);
    } finally {
      await api.db.insert(t.userSignatures).values(sig);
    }
  });
});

describe('password security (signee2 has it on)', () => {
  it('without a password or recent check → 403; wrong → 401; right → signs', async () => {
    await kit.clearThrottle();
    const id = await kit.create('half-signed');
    const none = await sign('signee2', [id]);
    expect(none.status).toBe(403);
    expect(none.body.message).toBe('Please Enter Password');
    const wrong = await sign('signee2', [id], { password: 'Wrong@2026x' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Incorrect password');
    expect((await kit.row(id)).credentialStatus).toBe(1);
    const right = await sign('signee2', [id], { password: PASSWORD });
    expect(right.status).toBe(200);
    expect(right.body.data[0].credential_status).toBe(3);
  });

  it('/passwordToCheck marks the session, then signing needs no password', async () => {
    await kit.clearThrottle();
    const id = await kit.create('half-signed');
    const wrong = await kit.post('signee2', '/passwordToCheck', { password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ success: 0, message: 'Incorrect password' });
    const ok = await kit.post('signee2', '/passwordToCheck', { password: PASSWORD });
    expect(ok.body).toEqual({ success: 1, message: 'Password verified' });
    const res = await sign('signee2', [id]);
    expect(res.status).toBe(200);
  });

  it('throttles wrong passwords → 429 with retry_after_seconds', async () => {
    await kit.clearThrottle();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await kit.post('signee2', '/passwordToCheck', { password: `bad-${i}` })).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
    const locked = await kit.post('signee2', '/passwordToCheck', { password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.retry_after_seconds).toBeGreaterThan(0);
    expect(locked.headers.get('retry-after')).toBeTruthy();
    await kit.clearThrottle();
  });
});

describe('printing', () => {
  const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

  it('bulk print answers ONE merged PDF with the stored file’s SHA-256; a print row per certificate', async () => {
    const ids = [await kit.create('issued'), await kit.create('issued')];
    const res = await kit.form('printer', '/bulkPrintCertificate', {
      'certificate[0]': ids[0]!,
      'certificate[1]': ids[1]!,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/pdf');
    const bytes = res.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const fileId = Number(res.headers.get('x-file-id'));
    expect(res.headers.get('x-file-sha256')).toBe(sha(bytes));
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.pdf"$/);
    const [file] = await api.db.select().from(t.storedFiles).where(eq(t.storedFiles.id, fileId));
    expect(file).toMatchObject({
      kind: 'printed',
      sha256: sha(bytes),
      byteSize: bytes.byteLength,
      contentType: 'application/pdf',
    });
    // docs/architecture.md "Speed by design": written part by part as it was rendered, and read back the same way
    expect(file!.parts).toBeGreaterThanOrEqual(1);
    expect(sha(await storedFileBytes(api.db, file!))).toBe(sha(bytes));
    const prints = await api.db
      .select()
      .from(t.certificatePrints)
      .where(inArray(t.certificatePrints.certificateId, ids));
    expect(prints.map((p) => [p.fileId, p.kind])).toEqual([
      [fileId, 'print'],
      [fileId, 'print'],
    ]);
    for (const id of ids) expect((await kit.row(id)).credentialStatus).toBe(5);
  });

  it('JSON form with Accept: application/json: the changes and the print job, whose file follows', async () => {
    const id = await kit.create('issued');
    const res = await api.request('POST', '/printCertificate_list', {
      token: await kit.token('admin'),
      body: { student_certificate_id: id },
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: 1,
      message: 'Certificate printed successfully',
      data: [{ id, credential_status: 5 }],
      job: { id: expect.any(Number), kind: 'print', status: 'queued', total: 1, done: 0, file: null },
    });
    const job = await kit.printJob(res, 'admin');
    expect(job).toMatchObject({ status: 'done', total: 1, done: 1, message: null });
    expect(job.file).toMatchObject({
      id: expect.any(Number),
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
      byte_size: expect.any(Number),
    });
    expect(job.file.file_name).toMatch(/\.pdf$/);
  });

  it('all must share status and template', async () => {
    const issued = await kit.create('issued');
    const signed = await kit.create('signed');
    const otherTemplate = await kit.create('issued', 'S');
    const before = await kit.snapshot([issued, signed, otherTemplate]);
    for (const pair of [
      [issued, signed],
      [issued, otherTemplate],
    ]) {
      const res = await kit.form('printer', '/bulkPrintCertificate', {
        'certificate[0]': pair[0]!,
        'certificate[1]': pair[1]!,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(
        'All student certificates must be under same certificate status and same certificate template',
      );
    }
    expect(await kit.snapshot([issued, signed, otherTemplate])).toBe(before);
  });

  it('bulk print of reprint-approved certificates reprints them (reprint 2 → 4)', async () => {
    const ids = [await kit.create('reprint-approved'), await kit.create('reprint-approved')];
    const res = await api.request('POST', '/bulkPrintCertificate', {
      token: await kit.token('printer'),
      form: { 'certificate[0]': ids[0]!, 'certificate[1]': ids[1]! },
      headers: { accept: 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.map((d: { reprint_status: number }) => d.reprint_status)).toEqual([4, 4]);
    expect(res.body.message).toBe('2 certificates reprinted successfully');
  });

  it('a printed certificate cannot be printed again (409)', async () => {
    const id = await kit.create('printed');
    const res = await kit.post('printer', '/printCertificate', { student_certificate_id: id });
    expect(res.status).toBe(409);
  });
});

describe('previews', () => {
  it('preview is a PDF and changes nothing; the signed PDF too; unknown → 404', async () => {
    const id = await kit.create('half-signed');
    const before = await kit.snapshot([id]);
    const preview = await kit.get('approver', `/generate-pdf/${id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toContain('application/pdf');
    expect((preview.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const signed = await kit.get('signee1', `/certificate/${id}/signed/${await kit.id('signee1')}`);
    expect(signed.status).toBe(200);
    expect((signed.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await kit.snapshot([id])).toBe(before);
    const missing = await kit.get('approver', '/generate-pdf/999999/preview');
    expect(missing.status).toBe(404);
  });
});
