/**
 * `multipart/form-data` bodies, read by @fastify/multipart as they stream: fields are read like a
 * form (qs bracket keys), files only where the route declares them (`config.upload`, uploads.ts).
 * The body is read in a `preValidation` hook, before the route's own hooks (guards) and its schema.
 * Refusals come as soon as the offending bytes arrive, and nothing of the request is parsed after one:
 * - a file part on a route that takes none, or in an undeclared field → 400 (its bytes unread);
 * - a body longer than the route allows (its body limit for the fields plus its declared files)
 *   → 413, from `Content-Length` before reading, else as the bytes pass the limit;
 * - a file over its `maxBytes` → 413; a file whose content is not a declared kind → 415;
 * - more than `MAX_FIELDS` fields, more files than declared, no boundary, broken framing → 400.
 * The plugin's own errors become these answers in one place (`refusalOf`). A refusal answers
 * `Connection: close` and the connection gets a lingering close (`lingerOn`): the client may
 * still be sending.
 * spec: api/CONTRACT.md "Conventions" (bodies, limits); docs/security.md "Authorisation, limits and headers".
 */
import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from './errors.js';
import { fileTooLarge, receiveUpload, type UploadedFile, type UploadSpec, uploadsOf } from './uploads.js';

/** Bytes a file part adds around its content (boundary, part headers). */
const PART_OVERHEAD = 16 * 1024;

export interface MultipartLimits {
  /** Most fields in one body. */
  maxFields: number;
  /** Most bytes of the body besides the declared files (unless the route sets its own `bodyLimit`). */
  fieldBytes: number;
}

/** 413 for the whole request. */
const requestTooLarge = () => new ApiError(413, 'The request is too large');

const tooManyFields = (maxFields: number) => badRequest(`Too many fields: at most ${maxFields} in one request`);

const malformed = () => badRequest('The multipart body is malformed');

/** The most bytes a multipart body of this route may have: its fields plus every declared file. */
const multipartAllowance = (fieldBytes: number, uploads: readonly UploadSpec[]): number =>
  uploads.reduce((sum, u) => sum + (u.maxBytes + PART_OVERHEAD) * (u.maxCount ?? 1), fieldBytes);

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

/**
 * The answer for an error met while reading a multipart body: ours as they are, the plugin's
 * mapped onto the same answers as every other body limit, anything else (busboy's framing errors,
 * a client gone mid-body) as a malformed body.
 */
function refusalOf(err: unknown, request: FastifyRequest, uploads: readonly UploadSpec[], maxFields: number): ApiError {
  if (err instanceof ApiError) return err;
  const errors = request.server.multipartErrors;
  // Files per field are counted here, by name; the plugin's `files` limit is not set (it would
  // refuse a file without saying which field it came in).
  if (
    err instanceof errors.FieldsLimitError ||
    err instanceof errors.PartsLimitError ||
    err instanceof errors.FilesLimitError
  ) {
    return tooManyFields(maxFields);
  }
  if (err instanceof errors.RequestFileTooLargeError) {
    const field = (err as { part?: { fieldname?: string } }).part?.fieldname;
    const spec = uploads.find((u) => u.field === field);
    return spec ? fileTooLarge(spec) : requestTooLarge();
  }
  if (err instanceof errors.PrototypeViolationError) {
    return badRequest('A multipart field may not be named after an object property (such as "constructor")');
  }
  if ((err as { code?: unknown }).code === 'FST_INVALID_JSON_FIELD_ERROR') {
    return badRequest('A multipart field sent as application/json is not valid JSON');
  }
  if (err instanceof errors.InvalidMultipartContentTypeError) return new ApiError(415, 'Unsupported content type');
  return malformed();
}

/** How long the rest of a refused body is read and dropped before the connection is cut (ms). */
const LINGER_MS = 5_000;

/**
 * A lingering close, as web servers make one (nginx `lingering_close`). A refusal is answered with
 * `Connection: close`, and Node closes the socket as soon as the answer is written (`destroySoon`); the bytes the client is still sending then meet a closed socket, which
 * resets the connection, and a client busy sending loses the refusal it had not read yet. Instead the
 * parser is detached and the socket only half-closed: the rest of the body is read and dropped
 * (nothing is kept) until the client stops, or LINGER_MS at most, then the connection is cut.
 */
function lingerOn(request: FastifyRequest): void {
  const payload = request.raw;
  const socket = payload.socket;
  payload.unpipe();
  const cut = setTimeout(() => socket.destroy(), LINGER_MS);
  cut.unref();
  socket.once('close', () => clearTimeout(cut));
  socket.destroySoon = () => {
    socket.end();
  };
  payload.resume();
}

/** A field's value as form text (the plugin hands an `application/json` part over parsed: it is serialised again). */
const fieldText = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Reads the multipart body of `request` with the plugin's part iterator; answers the fields
 * (through `parseForm`) with each declared file under its field name (an array when the field
 * takes several).
 */
async function readMultipart(
  request: FastifyRequest,
  parseForm: (form: string) => Record<string, unknown>,
  limits: MultipartLimits,
): Promise<Record<string, unknown>> {
  if (!multipartBoundary(String(request.headers['content-type'] ?? ''))) {
    throw badRequest('The multipart body has no boundary');
  }
  const uploads = uploadsOf(request.routeOptions.config);
  const fieldBytes = request.routeOptions.bodyLimit ?? limits.fieldBytes;
  const allowance = multipartAllowance(fieldBytes, uploads);
  if (Number(request.headers['content-length']) > allowance) throw requestTooLarge();

  // The plugin counts no bytes of the whole body: they are counted as they arrive, and the reading
  // stops (a rejection raced with every wait) as soon as they pass the allowance.
  let stop: (err: ApiError) => void = () => {};
  const stopped = new Promise<never>((_, reject) => {
    stop = reject;
  });
  stopped.catch(() => {});
  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > allowance) stop(requestTooLarge());
  };
  request.raw.on('data', count);

  const pairs: string[] = [];
  const files: Record<string, UploadedFile[]> = {};
  let current: Readable | undefined;
  try {
    const parts = request.parts({
      limits: {
        fields: limits.maxFields,
        fieldSize: fieldBytes,
        parts: limits.maxFields + 100,
        // A backstop past the largest declared file: receiveUpload refuses each file at its own limit.
        fileSize: Math.max(0, ...uploads.map((u) => u.maxBytes)) + 1,
      },
      // busboy's own rule; a file in a field named like an object property is refused at its
      // header here, as the plugin would read it to its end before refusing it.
      isPartAFile: (field: string | undefined, type: string | undefined, fileName: string | undefined) => {
        const isFile = type === 'application/octet-stream' || fileName !== undefined;
        if (isFile && field !== undefined && field in Object.prototype) stop(noFiles(field, uploads));
        return isFile;
      },
    });
    for (;;) {
      let next: Awaited<ReturnType<typeof parts.next>>;
      try {
        next = await Promise.race([parts.next(), stopped]);
      } catch (err) {
        // A field named like an object property is left out, as `qs` leaves it out of a form; the
        // plugin skips it and reports it once the body has been read to its end.
        if (err instanceof request.server.multipartErrors.PrototypeViolationError && request.raw.readableEnded) break;
        throw err;
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (part.valueTruncated) throw requestTooLarge();
        pairs.push(`${encodeURIComponent(part.fieldname)}=${encodeURIComponent(fieldText(part.value))}`);
        continue;
      }
      current = part.file;
      const spec = uploads.find((u) => u.field === part.fieldname);
      if (!spec) throw noFiles(part.fieldname, uploads);
      const got = files[spec.field] ?? [];
      if (got.length >= (spec.maxCount ?? 1)) throw tooManyFiles(spec);
      files[spec.field] = [...got, await Promise.race([receiveUpload(part.file, spec, part.filename), stopped])];
      current = undefined;
    }
    // busboy refuses an empty body; the plugin reads it as an empty form.
    if (seen === 0) throw malformed();
    const body: Record<string, unknown> = parseForm(pairs.join('&'));
    for (const spec of uploads) {
      const got = files[spec.field];
      if (got?.length) body[spec.field] = (spec.maxCount ?? 1) > 1 ? got : got[0];
    }
    return body;
  } catch (err) {
    current?.destroy();
    lingerOn(request);
    throw refusalOf(err, request, uploads, limits.maxFields);
  } finally {
    request.raw.off('data', count);
  }
}

/**
 * Registers @fastify/multipart and the hook that reads a multipart body into `request.body`, and
 * publishes every route that declares files (registered after this) as taking
 * `multipart/form-data`. spec: api/CONTRACT.md "Conventions".
 */
export async function registerMultipart(
  app: FastifyInstance,
  parseForm: (form: string) => Record<string, unknown>,
  limits: MultipartLimits,
): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.schema && uploadsOf(route.config).length > 0) route.schema.consumes ??= ['multipart/form-data'];
  });
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    limits: { fields: limits.maxFields, fieldSize: limits.fieldBytes, parts: limits.maxFields + 100 },
  });
  app.addHook('preValidation', async (request, reply) => {
    if (!request.isMultipart()) return;
    try {
      request.body = await readMultipart(request, parseForm, limits);
    } catch (err) {
      // As Fastify answers a body its parsers refuse: the client may still be sending this one.
      void reply.header('connection', 'close');
      throw err;
    }
  });
}
