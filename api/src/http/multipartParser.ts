/**
 * `multipart/form-data` bodies, parsed as they stream (busboy): fields are read like a form (qs
 * bracket keys), files only where the route declares them (`config.upload`, uploads.ts). Refusals
 * come as soon as the offending bytes arrive, and nothing of the request is read after one:
 * - a file part on a route that takes none, or in an undeclared field → 400 (its bytes unread);
 * - a body longer than the route allows (its body limit for the fields plus its declared files)
 *   → 413, from `Content-Length` before reading, else as the bytes pass the limit;
 * - a file over its `maxBytes` → 413; a file whose content is not a declared kind → 415;
 * - more than `MAX_FIELDS` fields, more files than declared, no boundary, broken framing → 400.
 * Fastify closes the connection after a refusal while the client may still be sending.
 * spec: api/CONTRACT.md "Conventions" (bodies, limits); issue 7 "Size and type limits".
 */
import type { IncomingMessage } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { Busboy, type BusboyFileStream, type BusboyHeaders } from '@fastify/busboy';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './errors.js';
import { receiveUpload, type UploadedFile, type UploadSpec, uploadsOf } from './uploads.js';

/** Bytes a file part adds around its content (boundary, part headers). */
const PART_OVERHEAD = 16 * 1024;

export interface MultipartLimits {
  /** Most fields in one body. */
  maxFields: number;
  /** Most bytes of the body besides the declared files (the route's body limit). */
  fieldBytes: number;
}

/** 413 for the whole request. */
const requestTooLarge = () => new ApiError(413, 'The request is too large');

/** The most bytes a multipart body of this route may have: its fields plus every declared file. */
export const multipartAllowance = (fieldBytes: number, uploads: readonly UploadSpec[]): number =>
  uploads.reduce((sum, u) => sum + (u.maxBytes + PART_OVERHEAD) * (u.maxCount ?? 1), fieldBytes);

/** Counts the bytes passing through; fails with 413 past `limit`. */
class ByteLimit extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) done(requestTooLarge());
    else done(null, chunk);
  }
}

/** The `boundary` parameter of a multipart content type, or null when it is missing or empty. */
export function multipartBoundary(contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  return m?.[1] || m?.[2] || null;
}

const tooManyFiles = (spec: UploadSpec) => {
  const message = `At most ${spec.maxCount ?? 1} file${(spec.maxCount ?? 1) > 1 ? 's' : ''} in "${spec.field}"`;
  return badRequest(message, { [spec.field]: message });
};

const noFiles = (field: string, uploads: readonly UploadSpec[]) => {
  const message = uploads.length === 0 ? 'This call takes no files' : `Unexpected file in "${field}"`;
  return badRequest(message, { [field]: message });
};

/** How long the rest of a refused body is read and dropped before the connection is cut (ms). */
const LINGER_MS = 5_000;

/**
 * A lingering close, as web servers make one (nginx `lingering_close`). Node answers a request
 * whose body is still arriving with `Connection: close` and closes the socket as soon as the answer
 * is written (`destroySoon`); the bytes the client is still sending then meet a closed socket, which
 * resets the connection, and a client busy sending loses the refusal it had not read yet. Instead the
 * socket is only half-closed: the rest of the body is read and dropped (nothing is kept) until the
 * client stops, or LINGER_MS at most, then the connection is cut.
 */
function lingerOn(request: FastifyRequest, payload: NodeJS.ReadableStream): void {
  const socket = request.raw.socket;
  const cut = setTimeout(() => socket.destroy(), LINGER_MS);
  cut.unref();
  socket.once('close', () => clearTimeout(cut));
  socket.destroySoon = () => {
    socket.end();
  };
  payload.resume();
}

/**
 * Parses one multipart body of `request` from `payload`; answers the fields (through `parseForm`)
 * with each declared file under its field name (an array when the field takes several).
 */
export function parseMultipart(
  request: FastifyRequest,
  payload: NodeJS.ReadableStream,
  parseForm: (form: string) => Record<string, unknown>,
  limits: MultipartLimits,
): Promise<Record<string, unknown>> {
  const contentType = String(request.headers['content-type'] ?? '');
  if (!multipartBoundary(contentType)) return Promise.reject(badRequest('The multipart body has no boundary'));
  const uploads = uploadsOf(request.routeOptions.config);
  const allowance = multipartAllowance(limits.fieldBytes, uploads);
  if (Number(request.headers['content-length']) > allowance) return Promise.reject(requestTooLarge());

  return new Promise((resolve, reject) => {
    const pairs: string[] = [];
    const files: Record<string, UploadedFile[]> = {};
    const pending: Promise<void>[] = [];
    const counter = new ByteLimit(allowance);
    const busboy = new Busboy({
      headers: request.headers as BusboyHeaders,
      limits: { fields: limits.maxFields, fieldSize: limits.fieldBytes, parts: limits.maxFields + 100 },
    });
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      payload.unpipe(counter);
      counter.unpipe(busboy);
      lingerOn(request, payload);
      reject(err);
    };

    busboy.on('field', (name: string, value: string, _nameTruncated: boolean, valueTruncated: boolean) => {
      if (valueTruncated) return fail(requestTooLarge());
      pairs.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    });
    const started: Record<string, number> = {};
    busboy.on('file', (field: string, stream: BusboyFileStream, fileName: string) => {
      const spec = uploads.find((u) => u.field === field);
      if (!spec) return fail(noFiles(field, uploads));
      started[field] = (started[field] ?? 0) + 1;
      if (started[field] > (spec.maxCount ?? 1)) return fail(tooManyFiles(spec));
      const task = receiveUpload(stream, spec, fileName).then((file) => {
        files[field] = [...(files[field] ?? []), file];
      });
      task.catch((err: unknown) => {
        stream.resume();
        fail(err);
      });
      pending.push(task);
    });
    busboy.on('fieldsLimit', () => fail(badRequest(`Too many fields: at most ${limits.maxFields} in one request`)));
    busboy.on('partsLimit', () => fail(badRequest(`Too many fields: at most ${limits.maxFields} in one request`)));
    busboy.on('error', () => fail(badRequest('The multipart body is malformed')));
    counter.on('error', fail);
    busboy.on('finish', () => {
      Promise.all(pending)
        .then(() => {
          if (settled) return;
          const body: Record<string, unknown> = parseForm(pairs.join('&'));
          for (const spec of uploads) {
            const got = files[spec.field];
            if (got?.length) body[spec.field] = (spec.maxCount ?? 1) > 1 ? got : got[0];
          }
          settled = true;
          resolve(body);
        })
        .catch(fail);
    });
    payload.pipe(counter).pipe(busboy);
  });
}

/**
 * Registers the multipart parser, and publishes every route that declares files (registered after
 * this) as taking `multipart/form-data`. spec: api/CONTRACT.md "Conventions".
 */
export function registerMultipartParser(
  app: FastifyInstance,
  parseForm: (form: string) => Record<string, unknown>,
  limits: MultipartLimits,
): void {
  app.addHook('onRoute', (route) => {
    if (route.schema && uploadsOf(route.config).length > 0) route.schema.consumes ??= ['multipart/form-data'];
  });
  app.addContentTypeParser('multipart/form-data', (request: FastifyRequest, payload: IncomingMessage) =>
    parseMultipart(request, payload, parseForm, {
      ...limits,
      fieldBytes: request.routeOptions.bodyLimit ?? limits.fieldBytes,
    }),
  );
}
