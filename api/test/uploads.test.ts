/**
 * Uploads and body limits (docs/security.md "Authorisation, limits and headers"): the upload helper on its own (kinds by
 * content, limits while streaming), a test-only route declaring a file on an app with the api's
 * parsers, and the real api refusing files on every route (none takes one yet) and bodies over
 * their limit, changing nothing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BODY_LIMIT } from '../src/http/bodyParsers.js';
import { registerErrorHandling } from '../src/http/errorHandler.js';
import { registerBodyParsers } from '../src/http/bodyParsers.js';
import { fieldsOf, text } from '../src/http/fields.js';
import { registerOpenApi } from '../src/http/openapi.js';
import { sniffKind } from '../src/http/fileKinds.js';
import { receiveUpload, UPLOAD_LIMITS, type UploadedFile, type UploadSpec, uploadedFile } from '../src/http/uploads.js';
import { startTestApi, type TestApi } from './harness.js';

const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n%%EOF\n', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const CSV = Buffer.from('student_id,first_name\n1001,Ana\n');
const KiB = 1024;

/** A stream of `count` chunks of `size` bytes (after `first`), counting how many were read. */
function chunks(first: Buffer, size: number, count: number) {
  const state = { pulled: 0 };
  const stream = Readable.from(
    (function* () {
      yield first;
      for (let i = 0; i < count; i++) {
        state.pulled++;
        yield Buffer.alloc(size, 0x41);
      }
    })(),
  );
  return { stream, state };
}

describe('file kinds are told by content', () => {
  test('magic bytes decide; a name or declared type never does', () => {
    expect(sniffKind(PDF, ['pdf'], true)).toBe('pdf');
    expect(sniffKind(PNG, ['png', 'jpeg'], true)).toBe('png');
    expect(sniffKind(JPEG, ['png', 'jpeg'], true)).toBe('jpeg');
    expect(sniffKind(PNG, ['pdf'], true)).toBeNull();
    expect(sniffKind(CSV, ['csv'], true)).toBe('csv');
    expect(sniffKind(PNG, ['csv'], true)).toBeNull(); // binary: has NUL bytes
    expect(sniffKind(Buffer.from('%P'), ['pdf'], false)).toBeUndefined(); // wait for more bytes
    expect(sniffKind(Buffer.from('%P'), ['pdf'], true)).toBeNull();
  });
});

describe('receiveUpload', () => {
  const pdfSpec: UploadSpec = { field: 'certificate', kinds: ['pdf'], maxBytes: 64 * KiB };

  test('answers the file with its kind, size and SHA-256', async () => {
    const file = await receiveUpload(Readable.from([PDF.subarray(0, 3), PDF.subarray(3)]), pdfSpec, 'x.png');
    expect(file).toMatchObject({ field: 'certificate', fileKind: 'pdf', contentType: 'application/pdf' });
    expect(file.byteSize).toBe(PDF.length);
    expect(file.data.equals(PDF)).toBe(true);
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  test('413 as soon as the limit is passed, without reading the rest', async () => {
    const { stream, state } = chunks(PDF, 16 * KiB, 10_000); // 160 MB if read to the end
    await expect(receiveUpload(stream, pdfSpec, 'big.pdf')).rejects.toMatchObject({ statusCode: 413 });
    expect(state.pulled).toBeLessThanOrEqual(5);
  });

  test('415 at the first chunk when the content is another kind', async () => {
    const { stream, state } = chunks(PNG, 16 * KiB, 10_000);
    await expect(receiveUpload(stream, pdfSpec, 'disguised.pdf')).rejects.toMatchObject({
      statusCode: 415,
      message: 'The certificate file must be a PDF',
    });
    expect(state.pulled).toBeLessThanOrEqual(1);
  });

  test('a CSV with a NUL byte anywhere is not text: 415', async () => {
    const spec: UploadSpec = { field: 'file', kinds: ['csv'], maxBytes: UPLOAD_LIMITS.csv };
    const stream = Readable.from([CSV, Buffer.from('1002,B\0b\n')]);
    await expect(receiveUpload(stream, spec, 'students.csv')).rejects.toMatchObject({ statusCode: 415 });
  });

  test('an empty file is refused (400)', async () => {
    await expect(receiveUpload(Readable.from([]), pdfSpec, 'empty.pdf')).rejects.toMatchObject({ statusCode: 400 });
  });

  test('the limits of the next uploads: template PDFs 10 MB, images 2 MB, CSV 20 MB, PKCS#12 100 KB', () => {
    expect(UPLOAD_LIMITS).toEqual({
      templatePdf: 10 * 1024 * KiB,
      image: 2 * 1024 * KiB,
      csv: 20 * 1024 * KiB,
      pkcs12: 100 * KiB,
    });
  });
});

/** Sends a multipart body (streamed from `parts`) with or without Content-Length; answers status and body. */
function sendMultipart(
  url: string,
  parts: (Buffer | (() => Iterable<Buffer>))[],
  opts: { token?: string; contentLength?: number; boundary?: string } = {},
): Promise<{ status: number; body: Record<string, unknown>; sent: number }> {
  const target = new URL(url);
  const boundary = opts.boundary ?? 'test-boundary-5fd1';
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(opts.contentLength !== undefined ? { 'content-length': String(opts.contentLength) } : {}),
        },
      },
      (res) => {
        answered = true;
        const got: Buffer[] = [];
        res.on('data', (c: Buffer) => got.push(c));
        res.on('end', () => {
          const text = Buffer.concat(got).toString('utf8');
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {}, sent });
        });
      },
    );
    req.on('error', (err) => {
      if (!answered) reject(err);
    });
    (async () => {
      for (const part of parts) {
        for (const chunk of typeof part === 'function' ? part() : [part]) {
          if (answered || req.destroyed) return;
          sent += chunk.length;
          if (!req.write(chunk)) await new Promise((r) => req.once('drain', r).once('close', r));
        }
      }
      req.end();
    })().catch(() => {});
  });
}

const B = 'test-boundary-5fd1';
const fieldPart = (name: string, value: string) =>
  Buffer.from(`--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
const fileHead = (name: string, fileName: string, type: string) =>
  Buffer.from(
    `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
const closing = Buffer.from(`\r\n--${B}--\r\n`);
/** `count` chunks of 64 KiB. */
const filler = (count: number) =>
  function* () {
    const chunk = Buffer.alloc(64 * KiB, 0x41);
    for (let i = 0; i < count; i++) yield chunk;
  };

describe('a route that declares a file (test-only route on the api parsers)', () => {
  let app: FastifyInstance;
  let url: string;
  const received: UploadedFile[] = [];
  const spec: UploadSpec = { field: 'certificate', kinds: ['pdf'], maxBytes: 256 * KiB };

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandling(app);
    await registerBodyParsers(app);
    app.post('/upload', { config: { upload: spec } }, async (request) => {
      const body = request.body as { name?: string; certificate?: UploadedFile };
      if (body.certificate) received.push(body.certificate);
      return { name: body.name, kind: body.certificate?.fileKind, size: body.certificate?.byteSize };
    });
    app.post('/plain', async (request) => ({ fields: request.body }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app?.close());

  test('takes its declared file with the other fields', async () => {
    const res = await sendMultipart(`${url}/upload`, [
      fieldPart('name', 'Diploma'),
      fileHead('certificate', 'diploma.bin', 'application/octet-stream'),
      PDF,
      closing,
    ]);
    expect(res).toMatchObject({ status: 200, body: { name: 'Diploma', kind: 'pdf', size: PDF.length } });
  });

  test('a file over its limit: 413 while streaming, long before the client has sent it all', async () => {
    const before = received.length;
    const res = await sendMultipart(`${url}/upload`, [
      fileHead('certificate', 'huge.pdf', 'application/pdf'),
      PDF,
      filler(16 * 1024), // 1 GiB if it were all sent
      closing,
    ]);
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The certificate file must be at most 256 KB');
    expect(res.sent).toBeLessThan(64 * 1024 * KiB);
    expect(received.length).toBe(before);
  });

  test('a declared Content-Length over what the route takes: 413 before a byte of the body is read', async () => {
    const res = await sendMultipart(`${url}/upload`, [fileHead('certificate', 'a.pdf', 'application/pdf'), PDF], {
      contentLength: 400 * 1024 * KiB,
    });
    expect(res.status).toBe(413);
  });

  test('the type is the content’s, not the name’s or the declared one: a PNG named .pdf is refused (415)', async () => {
    const res = await sendMultipart(`${url}/upload`, [
      fileHead('certificate', 'template.pdf', 'application/pdf'),
      PNG,
      closing,
    ]);
    expect(res).toMatchObject({ status: 415, body: { errors: { certificate: 'The certificate file must be a PDF' } } });
  });

  test('a file in an undeclared field, or a second file: 400', async () => {
    const other = await sendMultipart(`${url}/upload`, [fileHead('logo', 'logo.pdf', 'application/pdf'), PDF, closing]);
    expect(other).toMatchObject({ status: 400, body: { message: 'Unexpected file in "logo"' } });
    const two = await sendMultipart(`${url}/upload`, [
      fileHead('certificate', 'a.pdf', 'application/pdf'),
      PDF,
      Buffer.from('\r\n'),
      fileHead('certificate', 'b.pdf', 'application/pdf'),
      PDF,
      closing,
    ]);
    expect(two).toMatchObject({ status: 400, body: { message: 'At most 1 file in "certificate"' } });
  });

  test('a route without `upload` refuses a file at its first part header (400), unread', async () => {
    const res = await sendMultipart(`${url}/plain`, [
      fieldPart('page', '1'),
      fileHead('f', 'big.bin', 'application/octet-stream'),
      filler(16 * 1024), // 1 GiB, no Content-Length
      closing,
    ]);
    expect(res).toMatchObject({
      status: 400,
      body: { message: 'This call takes no files', errors: { f: expect.any(String) } },
    });
    expect(res.sent).toBeLessThan(64 * 1024 * KiB);
  });

  test('fields over the body limit (no Content-Length): 413', async () => {
    const res = await sendMultipart(`${url}/plain`, [fieldPart('comment', 'x'.repeat(BODY_LIMIT + 1)), closing]);
    expect(res.status).toBe(413);
  });
});

test('a declared file is validated by its schema and published as a binary field of a multipart body', async () => {
  const app = Fastify();
  await registerOpenApi(app);
  registerErrorHandling(app);
  await registerBodyParsers(app);
  app.withTypeProvider<ZodTypeProvider>().post(
    '/templates',
    {
      config: { upload: { field: 'certificate', kinds: ['pdf'], maxBytes: UPLOAD_LIMITS.templatePdf } },
      schema: { body: fieldsOf({ name: text({ max: 100 }), certificate: uploadedFile('Please choose a PDF file') }) },
    },
    async (request) => ({ size: request.body.certificate.byteSize }),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/templates`;
    const doc = app.swagger() as { paths: Record<string, { post: { requestBody: { content: object } } }> };
    const body = doc.paths['/templates']!.post.requestBody.content as Record<string, { schema: unknown }>;
    expect(body['multipart/form-data']?.schema).toMatchObject({
      properties: { certificate: { type: 'string', format: 'binary' } },
      required: ['name', 'certificate'],
    });
    const missing = await sendMultipart(url, [fieldPart('name', 'Diploma'), closing]);
    expect(missing).toMatchObject({ status: 400, body: { errors: { certificate: 'Please choose a PDF file' } } });
    const ok = await sendMultipart(url, [
      fieldPart('name', 'Diploma'),
      fileHead('certificate', 'a', 'x/y'),
      PDF,
      closing,
    ]);
    expect(ok).toMatchObject({ status: 200, body: { size: PDF.length } });
  } finally {
    await app.close();
  }
});

describe('the api refuses files on every route and bodies over 1 MB, changing nothing', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi();
    token = await api.login('admin@certify.test');
  });
  afterAll(() => api?.close());

  test('a file on any route of /openapi.json that takes a body but no file: 400', async () => {
    const doc = (await api.get('/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const before = await api.digest();
    const routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method, op]) => {
          const body = (op as { requestBody?: { content: Record<string, unknown> } }).requestBody;
          return method !== 'get' && body !== undefined && !('multipart/form-data' in body.content);
        })
        .map(([method]) => ({ method: method.toUpperCase(), path: path.replace(/\{\w+\}/g, '1') })),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const { method, path } of routes) {
      const form = new FormData();
      form.append('page', '1');
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'template.pdf');
      const res = await api.request(method, path, { token, multipart: form });
      expect([res.status, res.body.message], `${method} ${path}`).toEqual([400, 'This call takes no files']);
    }
    expect(await api.digest()).toEqual(before);
  });

  test('300 MB of files to a list route: refused at once, nothing buffered (was 200 and ~950 MB of memory)', async () => {
    const started = Date.now();
    const res = await sendMultipart(
      `${api.url}/searchRequestedCertificate`,
      [fieldPart('page', '1'), fileHead('f', 'big.bin', 'application/octet-stream'), filler(4800), closing],
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.sent).toBeLessThan(64 * 1024 * KiB);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  test('JSON and form bodies over 1 MB: 413; a comment over 2,000 characters: 400; nothing stored', async () => {
    const before = await api.digest();
    const big = 'x'.repeat(BODY_LIMIT);
    const json = await api.post('/cancelCertificate', { student_certificate_id: 1, cancellation_comment: big }, token);
    expect(json.status).toBe(413);
    const form = await api.postForm(
      '/cancelCertificate',
      { student_certificate_id: 1, cancellation_comment: big },
      token,
    );
    expect(form.status).toBe(413);
    const long = await api.post(
      '/cancelCertificate',
      { student_certificate_id: 1, cancellation_comment: 'x'.repeat(2001) },
      token,
    );
    expect(long.status).toBe(400);
    expect(long.body.errors.cancellation_comment).toBe('The comment must be at most 2000 characters');
    expect(await api.digest()).toEqual(before);
  });
});
