/**
 * The caller's signature: `GET /signatureDetails` and `POST /uploadSignature` (an uploaded PNG or
 * JPEG, a drawing from the pad, or an upload sent before), what is stored (file with its SHA-256,
 * user_signatures, audit event, in one transaction), who may, every refusal leaving nothing
 * changed, and that the next signing uses the new image.
 * spec: access-and-administration §2 "Signature Settings", §3 "Signature", §7, §8.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import * as t from '../src/db/schema.js';
import { UPLOAD_NOT_FOUND } from '../src/files/uploads.js';
import { startTestApi, type TestApi } from './harness.js';
import { PASSWORD, WorkflowKit } from './workflowKit.js';

let api: TestApi;
let kit: WorkflowKit;
beforeAll(async () => {
  api = await startTestApi();
  kit = new WorkflowKit(api);
});
afterAll(() => api?.close());

const MISSING = 'Please upload/draw your signature';
const SAVED = 'Signature saved successfully';

/** A PNG of `width`×`height` on `background` with a black box of ink at [x0,x1]×[y0,y1]. */
function padPng(
  width: number,
  height: number,
  background: 'white' | 'transparent',
  ink?: { x0: number; y0: number; x1: number; y1: number },
): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const inked = ink && x >= ink.x0 && x <= ink.x1 && y >= ink.y0 && y <= ink.y1;
      const [r, g, b, a] = inked ? [0, 0, 0, 255] : background === 'white' ? [255, 255, 255, 255] : [0, 0, 0, 0];
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = a;
    }
  }
  return PNG.sync.write(png);
}
const dataUrlOf = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
const bytesOf = (url: string) => Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
/** A 1×1 JPEG (progressive, greyscale). */
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////' +
    '////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

const fileForm = (bytes: Buffer, name = 'signature.png', field = 'signature') => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
  return form;
};
const upload = async (token: string, form: FormData) =>
  api.request('POST', '/uploadSignature', { token, multipart: form });

async function storedSignature(email: string) {
  const userId = await api.userId(email);
  const [row] = await api.db
    .select({
      fileId: t.userSignatures.fileId,
      source: t.userSignatures.source,
      kind: t.storedFiles.kind,
      sha256: t.storedFiles.sha256,
      byteSize: t.storedFiles.byteSize,
      createdBy: t.storedFiles.createdBy,
      contentType: t.storedFiles.contentType,
      data: t.storedFiles.data,
    })
    .from(t.userSignatures)
    .innerJoin(t.storedFiles, eq(t.storedFiles.id, t.userSignatures.fileId))
    .where(eq(t.userSignatures.userId, userId));
  return row;
}
async function lastAudit(action: string) {
  const [row] = await api.db
    .select()
    .from(t.auditEvents)
    .where(eq(t.auditEvents.action, action))
    .orderBy(desc(t.auditEvents.id))
    .limit(1);
  return row;
}

describe('GET /signatureDetails', () => {
  test('answers the caller’s signature as a data URL with how and when it was saved', async () => {
    const token = await api.login('signee1@certify.test');
    const res = await api.get('/signatureDetails', token);
    expect(res.status).toBe(200);
    const stored = await storedSignature('signee1@certify.test');
    expect(res.body).toEqual({
      success: 1,
      signature: `data:image/png;base64,${Buffer.from(stored!.data).toString('base64')}`,
      source: 'upload',
      updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  test('answers success 0 with the sign call’s message when none is stored', async () => {
    const res = await api.get('/signatureDetails', await api.login('printer@certify.test'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: 0,
      signature: null,
      source: null,
      updated_at: null,
      message: 'Please save your Signature',
    });
    expect((await api.get('/signatureDetails')).status).toBe(401);
  });
});

describe('POST /uploadSignature', () => {
  test('an uploaded PNG is stored as it is (kind signature, SHA-256, owner) with its audit event', async () => {
    await api.reset();
    const token = await api.login('signee1@certify.test');
    const before = await storedSignature('signee1@certify.test');
    const png = padPng(200, 80, 'white', { x0: 20, y0: 20, x1: 150, y1: 40 });
    const res = await upload(token, fileForm(png));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: 1,
      message: SAVED,
      signature: dataUrlOf(png),
      source: 'upload',
      updated_at: expect.any(String),
    });
    const after = await storedSignature('signee1@certify.test');
    expect(after).toMatchObject({
      kind: 'signature',
      source: 'upload',
      contentType: 'image/png',
      byteSize: png.length,
      sha256: createHash('sha256').update(png).digest('hex'),
      createdBy: await api.userId('signee1@certify.test'),
    });
    expect(after!.fileId).not.toBe(before!.fileId);
    expect(Buffer.from(after!.data).equals(png)).toBe(true);
    const audit = await lastAudit('signature.saved');
    expect(audit).toMatchObject({
      actorId: await api.userId('signee1@certify.test'),
      subjectType: 'user',
      subjectId: String(await api.userId('signee1@certify.test')),
      before: { file_id: before!.fileId, source: 'upload' },
      after: { file_id: after!.fileId, source: 'upload', sha256: after!.sha256, byte_size: png.length },
    });
    // the details answer the new one; the owner reads the file, others do not
    const details = await api.get('/signatureDetails', token);
    expect(details.body.signature).toBe(dataUrlOf(png));
    expect(details.body.updated_at).toBe(res.body.updated_at);
    expect((await api.get(`/files/${after!.fileId}`, token)).status).toBe(200);
    expect((await api.get(`/files/${after!.fileId}`, await api.login('signee2@certify.test'))).status).toBe(404);
  });

  test('a JPEG is taken too', async () => {
    const token = await api.login('signee2@certify.test');
    const res = await upload(token, fileForm(JPEG, 'scan.jpg'));
    expect(res.status).toBe(200);
    expect(res.body.signature).toBe(`data:image/jpeg;base64,${JPEG.toString('base64')}`);
    expect(await storedSignature('signee2@certify.test')).toMatchObject({
      contentType: 'image/jpeg',
      source: 'upload',
    });
  });

  test('a drawing on a white pad is stored trimmed to its ink (+4 px) on a transparent background', async () => {
    const token = await api.login('signee1@certify.test');
    const drawn = padPng(500, 150, 'white', { x0: 100, y0: 50, x1: 299, y1: 79 });
    const res = await api.post('/uploadSignature', { draw_signature: dataUrlOf(drawn) }, token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: 1, message: SAVED, source: 'draw' });
    const png = PNG.sync.read(bytesOf(res.body.signature));
    expect([png.width, png.height]).toEqual([200 + 8, 30 + 8]);
    const alpha = (x: number, y: number) => png.data[(y * png.width + x) * 4 + 3];
    expect(alpha(0, 0)).toBe(0); // the white margin became transparent
    expect(alpha(png.width - 1, png.height - 1)).toBe(0);
    expect(alpha(4, 4)).toBe(255); // the ink stays black and opaque
    expect([...png.data.subarray((4 * png.width + 4) * 4, (4 * png.width + 4) * 4 + 3)]).toEqual([0, 0, 0]);
    const stored = await storedSignature('signee1@certify.test');
    expect(stored).toMatchObject({ source: 'draw', contentType: 'image/png', fileId: expect.any(Number) });
    expect(Buffer.from(stored!.data).equals(bytesOf(res.body.signature))).toBe(true);
    expect((await api.get('/signatureDetails', token)).body).toMatchObject({ success: 1, source: 'draw' });
  });

  test('a drawing on a transparent pad, sent as a form field, is trimmed the same way', async () => {
    const token = await api.login('signee1@certify.test');
    const drawn = padPng(500, 150, 'transparent', { x0: 2, y0: 1, x1: 9, y1: 5 });
    const res = await api.postForm('/uploadSignature', { draw_signature: dataUrlOf(drawn) }, token);
    expect(res.status).toBe(200);
    const png = PNG.sync.read(bytesOf(res.body.signature));
    // the margin stops at the picture's edge
    expect([png.width, png.height]).toEqual([2 + 8 + 4, 1 + 5 + 4]);
  });

  test('an upload sent before (upload_id) is taken once, by its owner', async () => {
    const token = await api.login('signee2@certify.test');
    const png = padPng(120, 40, 'transparent', { x0: 10, y0: 10, x1: 100, y1: 20 });
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)]), 'mine.png');
    const sent = await api.request('POST', '/uploads/image', { token, multipart: form });
    expect(sent.status).toBe(200);
    const uploadId = sent.body.upload.id;

    // someone else's upload is not found for them
    const other = await api.post('/uploadSignature', { upload_id: uploadId }, await api.login('admin@certify.test'));
    expect(other.status).toBe(400);
    expect(other.body).toMatchObject({ message: UPLOAD_NOT_FOUND, errors: { signature: UPLOAD_NOT_FOUND } });

    const res = await api.postForm('/uploadSignature', { upload_id: uploadId }, token);
    expect(res.status).toBe(200);
    expect(res.body.signature).toBe(dataUrlOf(png));
    expect(await storedSignature('signee2@certify.test')).toMatchObject({
      fileId: uploadId,
      kind: 'signature',
      source: 'upload',
    });
    const again = await api.postForm('/uploadSignature', { upload_id: uploadId }, token);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(UPLOAD_NOT_FOUND);
  });

  test('nothing, or more than one of them: 400 "Please upload/draw your signature", nothing changed', async () => {
    const token = await api.login('signee1@certify.test');
    const before = await api.digest();
    for (const body of [{}, { draw_signature: '' }, { signature: 'not a file' }]) {
      const res = await api.post('/uploadSignature', body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ success: 0, message: MISSING, errors: { signature: MISSING } });
    }
    const both = fileForm(padPng(10, 10, 'white', { x0: 2, y0: 2, x1: 5, y1: 5 }));
    both.append('draw_signature', dataUrlOf(padPng(10, 10, 'white', { x0: 2, y0: 2, x1: 5, y1: 5 })));
    const res = await upload(token, both);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MISSING);
    // an empty drawing is no signature either
    const blank = await api.post('/uploadSignature', { draw_signature: dataUrlOf(padPng(500, 150, 'white')) }, token);
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ success: 0, message: MISSING, errors: { draw_signature: MISSING } });
    expect(await api.digest()).toEqual(before);
  });

  test('refuses what cannot be printed, by content and size, and changes nothing', async () => {
    const token = await api.login('signee1@certify.test');
    const before = await api.digest();
    const cases: Array<{ send: () => Promise<{ status: number; body: any }>; status: number; message: string }> = [
      {
        send: () => upload(token, fileForm(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'sig.png')),
        status: 415,
        message: 'The signature file must be a PNG image or a JPEG image',
      },
      {
        // PNG magic bytes, then nothing an image needs
        send: () => upload(token, fileForm(Buffer.concat([padPng(4, 4, 'white').subarray(0, 8), Buffer.alloc(64, 7)]))),
        status: 415,
        message: 'The signature file is not a readable PNG or JPEG image',
      },
      {
        send: () => upload(token, fileForm(Buffer.concat([padPng(4, 4, 'white'), Buffer.alloc(2 * 1024 * 1024)]))),
        status: 413,
        message: 'The signature file must be at most 2 MB',
      },
      {
        // a small file declaring a huge picture
        send: () => upload(token, fileForm(hugeHeader())),
        status: 400,
        message: 'The signature image must be at most 4096 × 4096 pixels',
      },
      {
        send: () => api.post('/uploadSignature', { draw_signature: 'data:image/jpeg;base64,AAAA' }, token),
        status: 400,
        message: 'The drawn signature must be a PNG data URL (data:image/png;base64,…)',
      },
      {
        send: () => api.post('/uploadSignature', { draw_signature: 'data:image/png;base64,@@@' }, token),
        status: 400,
        message: 'The drawn signature is not valid base64',
      },
      {
        send: () => api.post('/uploadSignature', { draw_signature: dataUrlOf(Buffer.from('not a png at all')) }, token),
        status: 400,
        message: 'The drawn signature is not a readable PNG image',
      },
      {
        send: () => api.post('/uploadSignature', { draw_signature: dataUrlOf(corruptPng()) }, token),
        status: 400,
        message: 'The drawn signature is not a readable PNG image',
      },
      {
        send: () =>
          api.post('/uploadSignature', { draw_signature: dataUrlOf(Buffer.alloc(2 * 1024 * 1024 + 1)) }, token),
        status: 413,
        message: 'The drawn signature must be at most 2 MB',
      },
    ];
    for (const [i, c] of cases.entries()) {
      const res = await c.send();
      expect(res.status, `case ${i}`).toBe(c.status);
      expect(res.body.message, `case ${i}`).toBe(c.message);
    }
    expect(await api.digest()).toEqual(before);
  });

  test('needs the Signature module: others get 403 before their file is read; no token 401', async () => {
    const png = padPng(20, 10, 'white', { x0: 2, y0: 2, x1: 10, y1: 5 });
    for (const who of ['requisitioner', 'approver', 'printer'] as const) {
      const res = await upload(await kit.token(who), fileForm(png));
      expect(res.status, who).toBe(403);
      expect(res.body.message).toBe('Your roles do not grant access to upload_signature');
    }
    expect((await upload('', fileForm(png))).status).toBe(401);
    const admin = await upload(await api.login('admin@certify.test'), fileForm(png));
    expect(admin.status).toBe(200);
  });

  test('the next signing carries the new image', async () => {
    await api.reset();
    kit.forget();
    const id = await kit.create('approved');
    const drawn = padPng(500, 150, 'white', { x0: 40, y0: 40, x1: 140, y1: 60 });
    const saved = await kit.post('signee1', '/uploadSignature', { draw_signature: dataUrlOf(drawn) });
    expect(saved.status).toBe(200);
    const { fileId } = (await storedSignature('signee1@certify.test'))!;
    const signed = await kit.form('signee1', '/bulkSignCertificate', { 'certificate[0]': id, password: PASSWORD });
    expect(signed.status).toBe(200);
    const [slot] = await api.db
      .select({ fileId: t.certificateSignees.signatureFileId })
      .from(t.certificateSignees)
      .where(
        and(
          eq(t.certificateSignees.certificateId, id),
          eq(t.certificateSignees.userId, await api.userId('signee1@certify.test')),
        ),
      );
    expect(slot!.fileId).toBe(fileId);
  });
});

/** A valid-looking PNG header declaring 5000×5000 pixels (the rest is never read). */
function hugeHeader(): Buffer {
  const png = Buffer.from(padPng(1, 1, 'white'));
  png.writeUInt32BE(5000, 16);
  png.writeUInt32BE(5000, 20);
  return png;
}

/** A PNG whose image data is damaged (its header is fine). */
function corruptPng(): Buffer {
  const png = Buffer.from(padPng(50, 50, 'white', { x0: 5, y0: 5, x1: 20, y1: 20 }));
  const idat = png.indexOf('IDAT');
  png.fill(0xab, idat + 4, idat + 40);
  return png;
}
