/**
 * Fetches a gateway `/files/…` PDF with the caller's token (spec: certificate-workflow §4 "Printed
 * PDFs are opened in a print dialog or downloaded as a PDF file").
 */
import { getToken } from '../app/session';

/** GETs `path` (e.g. `/files/certificates/12/preview`) as a Blob; throws on a non-2xx answer. */
export async function fetchFile(path: string): Promise<Blob> {
  const token = getToken();
  const res = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`Could not load ${path}: ${res.status}`);
  return res.blob();
}

/** Saves a Blob as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens a PDF in the browser's print dialog (hidden iframe); falls back to a download when the
 * browser blocks printing the frame.
 */
export function printBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const frame = document.createElement('iframe');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  frame.title = `Printing ${fileName}`;
  frame.src = url;
  frame.onload = () => {
    try {
      frame.contentWindow?.focus();
      frame.contentWindow?.print();
    } catch {
      downloadBlob(blob, fileName);
    }
  };
  document.body.append(frame);
  setTimeout(() => {
    frame.remove();
    URL.revokeObjectURL(url);
  }, 10 * 60_000);
}
