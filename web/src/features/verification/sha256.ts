/**
 * The SHA-256 of a file, computed in the browser with Web Crypto (docs/verification.md "Public verification and the QR code"):
 * the file never leaves the browser, only its fingerprint is sent to `verifyDocument`.
 */

/** The largest file the page hashes (a printed certificate PDF is far smaller). */
export const MAX_DOCUMENT_BYTES = 100 * 1024 * 1024;

/** Whether this browser can hash here (Web Crypto needs a secure context: HTTPS or localhost). */
export const canHashFiles = (): boolean => typeof globalThis.crypto?.subtle?.digest === 'function';

/** The bytes of `file` (`Blob.arrayBuffer`, or FileReader where a browser lacks it: Safari before 14). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(file);
  });
}

/** Lower-case hex SHA-256 of `file`'s bytes. */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(await bytesOf(file)));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
