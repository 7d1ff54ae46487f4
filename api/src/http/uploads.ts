/**
 * Uploads: a route declares the files it takes (`config: { upload: { field, kinds, maxBytes } }`);
 * every other route refuses a file part (multipart.ts). A declared file is streamed: its
 * size is counted as it arrives (413 as soon as it passes `maxBytes`, without reading the rest),
 * its kind is checked by content as soon as its first bytes arrive (415), its SHA-256 computed on
 * the way; the handler gets it whole in `request.body[field]` as an `UploadedFile`.
 *
 *   app.post('/createCertificate', {
 *     config: { upload: { field: 'certificate', kinds: ['pdf'], maxBytes: UPLOAD_LIMITS.templatePdf } },
 *     schema: { body: fieldsOf({ name: text(…), certificate: uploadedFile('Please choose a PDF file') }) },
 *   }, handler)
 *
 * spec: docs/security.md "Authorisation, limits and headers"; DESIGN.md "Work that takes time, files" (files stream with
 * their SHA-256; nothing buffers a whole large file twice); api/CONTRACT.md "Limits".
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import { ApiError, badRequest } from './errors.js';
import { FILE_KINDS, type FileKind, hasNul, isTextKind, kindsLabel, SNIFF_BYTES, sniffKind } from './fileKinds.js';

const MiB = 1024 * 1024;

/** The largest file of each use (bytes). */
export const UPLOAD_LIMITS = {
  /** Certificate templates (PDF). */
  templatePdf: 10 * MiB,
  /** Signatures and logos (PNG, JPEG). */
  image: 2 * MiB,
  /** Course, campus and student imports (CSV). */
  csv: 20 * MiB,
  /** The organisation's PDF signing certificate (PKCS#12). docs/security.md "Signed PDFs". */
  pkcs12: 100 * 1024,
} as const;

/** A file a route takes. */
export interface UploadSpec {
  /** The multipart field name. */
  field: string;
  /** The kinds accepted (checked by content). */
  kinds: readonly FileKind[];
  /** The largest accepted file, in bytes (e.g. `UPLOAD_LIMITS.templatePdf`). */
  maxBytes: number;
  /** How many files this field may carry (default 1; more → `request.body[field]` is an array). */
  maxCount?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The files this route takes (multipart). A route without it refuses every file part. */
    upload?: UploadSpec | readonly UploadSpec[];
  }
}

/** A received file, as handlers see it in `request.body[field]`. */
export interface UploadedFile {
  kind: 'file';
  field: string;
  /** The name the client gave (for display only; never trusted for the type). */
  fileName: string;
  /** What the content is. */
  fileKind: FileKind;
  /** The content type of that kind (not the client's). */
  contentType: string;
  byteSize: number;
  /** Lowercase hex SHA-256 of `data`. */
  sha256: string;
  data: Buffer;
}

export const isUploadedFile = (v: unknown): v is UploadedFile =>
  typeof v === 'object' &&
  v !== null &&
  (v as UploadedFile).kind === 'file' &&
  Buffer.isBuffer((v as UploadedFile).data);

/** The uploads a route declares, as a list. */
export const uploadsOf = (
  config: { upload?: UploadSpec | readonly UploadSpec[] } | undefined,
): readonly UploadSpec[] =>
  config?.upload === undefined ? [] : Array.isArray(config.upload) ? config.upload : [config.upload as UploadSpec];

/** "10 MB" (binary megabytes, as file dialogs show them). */
export const formatBytes = (bytes: number): string =>
  bytes >= MiB ? `${+(bytes / MiB).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;

/** How a message names the file of `spec`: "The certificate file", or just "The file". */
const theFile = (spec: UploadSpec): string => (spec.field === 'file' ? 'The file' : `The ${spec.field} file`);

/** 413: the file passed its limit. */
export const fileTooLarge = (spec: UploadSpec) => {
  const message = `${theFile(spec)} must be at most ${formatBytes(spec.maxBytes)}`;
  return new ApiError(413, message, { errors: { [spec.field]: message } });
};

/** 415: the content is none of the kinds the field takes. */
export const wrongFileKind = (spec: UploadSpec) => {
  const message = `${theFile(spec)} must be ${kindsLabel(spec.kinds)}`;
  return new ApiError(415, message, { errors: { [spec.field]: message } });
};

/**
 * Reads one file part as it streams in, enforcing `spec`: 413 as soon as more than `maxBytes`
 * arrived, 415 as soon as the first bytes show another kind (or a NUL shows up in a text file),
 * 400 when it is empty. Nothing is kept of a refused file. Answers the whole file with its kind
 * and SHA-256.
 */
export async function receiveUpload(stream: Readable, spec: UploadSpec, fileName: string): Promise<UploadedFile> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  let size = 0;
  let kind: FileKind | null | undefined;
  let head = Buffer.alloc(0);
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > spec.maxBytes) throw fileTooLarge(spec);
    if (kind === undefined) {
      head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES)]);
      kind = sniffKind(head, spec.kinds, false);
      if (kind === null) throw wrongFileKind(spec);
    }
    if (kind && isTextKind(kind) && hasNul(chunk)) throw wrongFileKind(spec);
    hash.update(chunk);
    chunks.push(chunk);
  }
  if (size === 0) throw badRequest(`${theFile(spec)} is empty`, { [spec.field]: `${theFile(spec)} is empty` });
  if (kind === undefined) kind = sniffKind(head, spec.kinds, true);
  if (!kind) throw wrongFileKind(spec);
  return {
    kind: 'file',
    field: spec.field,
    fileName,
    fileKind: kind,
    contentType: FILE_KINDS[kind].contentType,
    byteSize: size,
    sha256: hash.digest('hex'),
    data: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size),
  };
}

/**
 * The schema of a declared file in a route's body (`fieldsOf({ certificate: uploadedFile(…) })`):
 * an `UploadedFile` from the multipart parser, published as a binary string.
 */
export const uploadedFile = (message: string) =>
  z
    .custom<UploadedFile>(isUploadedFile, { error: message })
    .meta({ type: 'string', format: 'binary', description: 'A file (multipart/form-data)' });
