/**
 * Request bodies: JSON, form-encoded with bracket keys parsed by `qs` (`course_id[]=1`,
 * `certificate[0]=5` → arrays), and multipart (fields qs-parsed the same way, files buffered).
 * spec: api/CONTRACT.md "Conventions".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import formbody from '@fastify/formbody';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import qs from 'qs';

/** A file of a multipart body, as handlers see it in `request.body[field]`. */
export interface UploadedFile {
  kind: 'file';
  filename: string;
  mimetype: string;
  data: Buffer;
}

export const isUploadedFile = (v: unknown): v is UploadedFile =>
  typeof v === 'object' && v !== null && (v as UploadedFile).kind === 'file' && Buffer.isBuffer((v as UploadedFile).data);

/** Largest accepted upload (template PDFs, signatures, logos, CSV). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const QS_OPTIONS = { arrayLimit: 1000, parameterLimit: 5000, depth: 5, allowDots: false } as const;

/** Parses a form-encoded string with bracket arrays/objects. */
export function parseForm(str: string): Record<string, unknown> {
  return qs.parse(str, QS_OPTIONS) as Record<string, unknown>;
}

/** Registers the form and multipart parsers. spec: api/CONTRACT.md "Conventions". */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  await app.register(formbody, { parser: parseForm, bodyLimit: 5 * 1024 * 1024 });
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 5000, parts: 5020 },
    async onFile(part: MultipartFile) {
      const buffered = part as MultipartFile & { value?: unknown };
      buffered.value = { kind: 'file', filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() } satisfies UploadedFile;
    },
  });
  // Flatten multipart parts into one plain object: fields through qs, files as UploadedFile.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.isMultipart()) return;
    const body = (request.body ?? {}) as Record<string, MultipartValue | MultipartFile | (MultipartValue | MultipartFile)[]>;
    const fieldPairs: string[] = [];
    const files: Record<string, UploadedFile | UploadedFile[]> = {};
    for (const [key, raw] of Object.entries(body)) {
      for (const part of Array.isArray(raw) ? raw : [raw]) {
        const value = (part as { value?: unknown }).value;
        if (isUploadedFile(value)) {
          const prev = files[key];
          files[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
        } else {
          fieldPairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value ?? ''))}`);
        }
      }
    }
    request.body = { ...parseForm(fieldPairs.join('&')), ...files };
  });
}
