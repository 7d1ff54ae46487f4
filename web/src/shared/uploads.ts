/**
 * Sends a file through the gateway's upload route (`POST /files/uploads?purpose=…`, multipart
 * field `file`, bearer token), with its progress when asked; the answer's id is what a mutation then
 * takes as `uploadId`.
 * spec: access-and-administration §2 (Signature Settings, Organization Settings, Template, CSV
 * imports); docs/security.md "Authorisation, limits and headers".
 */
import { getToken } from '../app/session';

/** What the upload route answers for a stored file. */
export interface UploadedFile {
  id: string;
  fileName: string;
  kind: string;
  contentType: string;
  byteSize: number;
  sha256: string;
}

/** `pkcs12`: the organisation's PDF signing certificate (docs/security.md "Signed PDFs"). */
export type UploadPurpose = 'template' | 'image' | 'csv' | 'pkcs12';

/** Shown when the upload route gives no message of its own (e.g. the network failed). */
export const UPLOAD_FAILED_MESSAGE = 'The file could not be uploaded. Please try again.';

/** PNG and JPEG images at most 2 MB (the api's limit for signatures and logos). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A courtesy check before sending an image (the api checks the content again): a message, or null. */
export function imageProblem(file: File, what: string): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return `The ${what} must be a PNG or JPEG image`;
  if (file.size > IMAGE_MAX_BYTES) return `The ${what} must be at most 2 MB`;
  return null;
}

/** A refused or failed upload; `message` is the server's (or UPLOAD_FAILED_MESSAGE). */
export class UploadError extends Error {
  override name = 'UploadError';
}

/** What the upload route answers: the stored upload, or a refusal's message. */
type UploadAnswer = { upload?: UploadedFile; message?: string } | null;

/** The upload route's JSON answer, or null when it is not JSON. */
function parseAnswer(text: string): UploadAnswer {
  try {
    return JSON.parse(text) as UploadAnswer;
  } catch {
    return null;
  }
}

/** The stored upload of a 2xx answer; else an UploadError carrying the server's message. */
function storedUpload(ok: boolean, body: UploadAnswer): UploadedFile {
  if (!ok || !body?.upload) throw new UploadError(body?.message || UPLOAD_FAILED_MESSAGE);
  return body.upload;
}

/** The request: `POST /files/uploads?purpose=…`, the file in the multipart field `file`, the bearer token. */
function uploadRequest(file: File, purpose: UploadPurpose) {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getToken();
  return {
    url: `/files/uploads?purpose=${purpose}`,
    headers: token ? { authorization: `Bearer ${token}` } : ({} as Record<string, string>),
    form,
  };
}

/**
 * Uploads `file`; resolves the stored upload, rejects with an UploadError carrying the server's
 * message. With `onProgress` the upload reports how far it got (0..1, then 1 once stored), so a
 * 10 MB template shows its progress (`fetch` cannot report an upload's progress: XMLHttpRequest).
 */
export function uploadFile(
  file: File,
  purpose: UploadPurpose,
  onProgress?: (fraction: number) => void,
): Promise<UploadedFile> {
  return onProgress ? sendWithProgress(file, purpose, onProgress) : send(file, purpose);
}

async function send(file: File, purpose: UploadPurpose): Promise<UploadedFile> {
  const { url, headers, form } = uploadRequest(file, purpose);
  let res: Response;
  try {
    res = await fetch(url, { method: 'POST', headers, body: form });
  } catch {
    throw new UploadError(UPLOAD_FAILED_MESSAGE);
  }
  return storedUpload(res.ok, (await res.json().catch(() => null)) as UploadAnswer);
}

function sendWithProgress(
  file: File,
  purpose: UploadPurpose,
  onProgress: (fraction: number) => void,
): Promise<UploadedFile> {
  const { url, headers, form } = uploadRequest(file, purpose);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onerror = () => reject(new UploadError(UPLOAD_FAILED_MESSAGE));
    xhr.onload = () => {
      try {
        const upload = storedUpload(xhr.status >= 200 && xhr.status < 300, parseAnswer(xhr.responseText));
        onProgress(1);
        resolve(upload);
      } catch (error) {
        reject(error);
      }
    };
    xhr.send(form);
  });
}
